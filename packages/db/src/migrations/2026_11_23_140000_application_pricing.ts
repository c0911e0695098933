import { type Kysely, sql } from 'kysely';

/**
 * Issue 14, "Honest pricing" (docs/decisions/015): every application carries its Social
 * Security payment schedule and the Truth-in-Lending quote the applicant was shown, stored
 * at submission and never recomputed. The APR is kept in basis points (37.63 % → 3763), so
 * it reads back as the same integer on PGlite and PostgreSQL.
 *
 * Applications made before this migration get the schedule the server would have derived
 * (payment day 1 → SSI on the 1st, 3 → the 3rd, otherwise the Wednesday of the birth day)
 * and no disclosure: nobody was shown one.
 */
const SCHEDULES = `'second_wednesday', 'third_wednesday', 'fourth_wednesday', 'third_of_month', 'first_of_month'`;

const disclosureColumns = [
  'apr_basis_points',
  'finance_charge_cents',
  'amount_financed_cents',
  'total_of_payments_cents',
  'disbursement_date',
  'due_date',
  'days',
  'quoted_at',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('benefit_schedule', 'text', (c) =>
      c.check(sql.raw(`benefit_schedule in (${SCHEDULES})`)),
    )
    .addColumn('apr_basis_points', 'integer', (c) => c.check(sql`apr_basis_points >= 0`))
    .addColumn('finance_charge_cents', 'integer')
    .addColumn('amount_financed_cents', 'integer')
    .addColumn('total_of_payments_cents', 'integer')
    .addColumn('disbursement_date', 'date')
    .addColumn('due_date', 'date')
    .addColumn('days', 'smallint', (c) => c.check(sql`days > 0`))
    .addColumn('quoted_at', 'timestamptz')
    .execute();
  await sql`
    update applications set benefit_schedule = case
      when benefit_payment_day = 1 then 'first_of_month'
      when benefit_payment_day = 3 then 'third_of_month'
      when extract(day from date_of_birth) <= 10 then 'second_wednesday'
      when extract(day from date_of_birth) <= 20 then 'third_wednesday'
      else 'fourth_wednesday'
    end`.execute(db);
  await db.schema
    .alterTable('applications')
    .alterColumn('benefit_schedule', (c) => c.setNotNull())
    .execute();
  // A disclosure is whole or absent: never a quote with half its figures.
  await db.schema
    .alterTable('applications')
    .addCheckConstraint(
      'applications_disclosure_whole',
      sql.raw(`num_nonnulls(${disclosureColumns.join(', ')}) in (0, ${disclosureColumns.length})`),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .dropConstraint('applications_disclosure_whole')
    .execute();
  let alter = db.schema.alterTable('applications').dropColumn('benefit_schedule');
  for (const column of disclosureColumns) alter = alter.dropColumn(column);
  await alter.execute();
}

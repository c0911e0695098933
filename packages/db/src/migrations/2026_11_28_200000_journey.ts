import { type Kysely, sql } from 'kysely';

/**
 * Issue 20, the applicant's journey:
 * - `users.locale`: the language a customer chose (English or Spanish); their e-mails use it.
 * - `applications.consent_*`: the consent the applicant ticked on the review step, as the
 *   exact text and version they were shown and when. Null for applications sent without the
 *   wizard's review step (older ones, and API clients that send the spec's payload).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await sql`alter table users add constraint users_locale_check check (locale in ('en', 'es'))`.execute(
    db,
  );
  await db.schema
    .alterTable('applications')
    .addColumn('consent_version', 'text')
    .addColumn('consent_locale', 'text')
    .addColumn('consent_text', 'text')
    .addColumn('consented_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .dropColumn('consented_at')
    .dropColumn('consent_text')
    .dropColumn('consent_locale')
    .dropColumn('consent_version')
    .execute();
  await sql`alter table users drop constraint if exists users_locale_check`.execute(db);
  await db.schema.alterTable('users').dropColumn('locale').execute();
}

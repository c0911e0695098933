import { type Kysely, type SqlBool, sql } from 'kysely';

/**
 * Issue 18, "After approval" (docs/decisions/024): an approved application gets one advance;
 * money moves only through append-only ledger entries; an applicant authorises one payment at
 * a time, after their benefit date.
 *
 * - `advances.state` stores only what an event decides (awaiting_funding, funded, repaid,
 *   cancelled); past due is derived from the due date, the grace days and the balance at read
 *   time. `balance_cents`, `paid_cents` and `waived_cents` are a projection of the ledger,
 *   recomputed from the entries in the transaction that adds one (never incremented).
 * - One open advance per applicant is a unique partial index, so two approvals racing for the
 *   same person cannot both win.
 * - `ledger_entries` refuses UPDATE, DELETE and TRUNCATE with triggers that fire ALWAYS, even
 *   in a session that set session_replication_role = replica (only DDL can disable them).
 *   `actor_id` has no foreign key on purpose: a key with ON DELETE SET NULL would UPDATE a
 *   ledger row when a user is removed (and the trigger would refuse it); the entry keeps the
 *   id it was made with, as a paper ledger keeps a signature.
 */
const STATUSES_OLD = `'Submitted', 'Waiting approval', 'Additional Documentation Requested', 'Approved', 'Denied'`;
const STATUSES_NEW = `${STATUSES_OLD}, 'Withdrawn'`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await setStatusCheck(db, STATUSES_NEW);

  await db.schema
    .createTable('advances')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (c) =>
      c.notNull().unique().references('applications.id').onDelete('restrict'),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('awaiting_funding')
        .check(sql`state in ('awaiting_funding', 'funded', 'repaid', 'cancelled')`),
    )
    .addColumn('benefit_schedule', 'text', (c) => c.notNull())
    .addColumn('principal_cents', 'integer', (c) => c.notNull().check(sql`principal_cents > 0`))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents >= 0`))
    .addColumn('amount_financed_cents', 'integer', (c) =>
      c.notNull().check(sql`amount_financed_cents > 0`),
    )
    .addColumn('apr_basis_points', 'integer', (c) => c.notNull().check(sql`apr_basis_points >= 0`))
    /** Disclosed at application (or at approval when none was stored); never moves earlier. */
    .addColumn('disclosed_due_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('days', 'smallint', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('funded_on', 'date')
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waived_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_by', 'uuid')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('payment_notice_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('advances_due_not_earlier', sql`due_date >= disclosed_due_date`)
    .addCheckConstraint(
      'advances_cancel_whole',
      sql`(state = 'cancelled') = (cancelled_at is not null and cancel_reason is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('advances_one_open_per_user')
    .on('advances')
    .column('user_id')
    .unique()
    .where(sql<SqlBool>`state in ('awaiting_funding', 'funded')`)
    .execute();
  // The Advances view: a state's page by due date, and the newest first.
  await db.schema
    .createIndex('advances_state_due_idx')
    .on('advances')
    .columns(['state', 'due_date', 'id'])
    .execute();
  await db.schema
    .createIndex('advances_created_at_idx')
    .on('advances')
    .columns(['created_at desc', 'id desc'])
    .execute();
  // "Awaiting funding", oldest first: the queue staff work through (bench/advances.ts).
  await db.schema
    .createIndex('advances_state_created_idx')
    .on('advances')
    .columns(['state', 'created_at', 'id'])
    .execute();

  // The Advances view's unfiltered totals over 100,000 advances: a per-state rollup kept by
  // a trigger (upserted, so a truncated rollup refills), instead of a scan on every page.
  await db.schema
    .createTable('advance_state_totals')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('advances', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('principal_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    create function advance_state_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into advance_state_totals as t (state, advances, principal_cents, balance_cents)
        values (old.state, -1, -old.principal_cents, -old.balance_cents)
        on conflict (state) do update set
          advances = t.advances + excluded.advances,
          principal_cents = t.principal_cents + excluded.principal_cents,
          balance_cents = t.balance_cents + excluded.balance_cents;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into advance_state_totals as t (state, advances, principal_cents, balance_cents)
        values (new.state, 1, new.principal_cents, new.balance_cents)
        on conflict (state) do update set
          advances = t.advances + excluded.advances,
          principal_cents = t.principal_cents + excluded.principal_cents,
          balance_cents = t.balance_cents + excluded.balance_cents;
      end if;
      return null;
    end;
    $$`.execute(db);
  await sql`
    create trigger advances_state_totals
    after insert or delete or update of state, principal_cents, balance_cents on advances
    for each row execute function advance_state_totals_apply()`.execute(db);

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('advance_id', 'uuid', (c) =>
      c.notNull().references('advances.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('disbursement', 'fee', 'payment', 'waiver', 'reversal')`),
    )
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('reference', 'text')
    .addColumn('reason', 'text')
    .addColumn('reverses_id', 'uuid', (c) =>
      c.unique().references('ledger_entries.id').onDelete('restrict'),
    )
    .addColumn('payment_authorization_id', 'uuid')
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_role', 'text', (c) =>
      c.notNull().check(sql`actor_role in ('staff', 'applicant', 'system')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'ledger_entries_reversal_points',
      sql`(kind = 'reversal') = (reverses_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_entries_advance_idx')
    .on('ledger_entries')
    .columns(['advance_id', 'created_at', 'id'])
    .execute();
  await sql`
    create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger_entries is append-only: record a reversal instead'
        using errcode = 'P0001';
    end;
    $$`.execute(db);
  await sql`
    create trigger ledger_entries_no_update_delete before update or delete on ledger_entries
    for each row execute function ledger_entries_append_only()`.execute(db);
  await sql`
    create trigger ledger_entries_no_truncate before truncate on ledger_entries
    for each statement execute function ledger_entries_append_only()`.execute(db);
  // ALWAYS: a plain trigger does not fire when a session sets session_replication_role =
  // replica, which any superuser connection (PGlite's only user; CI) may do.
  await sql`alter table ledger_entries enable always trigger ledger_entries_no_update_delete`.execute(
    db,
  );
  await sql`alter table ledger_entries enable always trigger ledger_entries_no_truncate`.execute(
    db,
  );

  await db.schema
    .createTable('payment_authorizations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('advance_id', 'uuid', (c) =>
      c.notNull().references('advances.id').onDelete('restrict'),
    )
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('pay_on', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'ended', 'withdrawn')`),
    )
    .addColumn('failed_attempts', 'smallint', (c) =>
      c.notNull().defaultTo(0).check(sql`failed_attempts between 0 and 2`),
    )
    .addColumn('ended_reason', 'text')
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ledger_entry_id', 'uuid', (c) => c.references('ledger_entries.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One authorisation waits at a time per advance.
  await db.schema
    .createIndex('payment_authorizations_one_pending')
    .on('payment_authorizations')
    .column('advance_id')
    .unique()
    .where(sql<SqlBool>`status = 'pending'`)
    .execute();
  // An advance's authorisations, newest first (every advance view reads them).
  await db.schema
    .createIndex('payment_authorizations_advance_idx')
    .on('payment_authorizations')
    .columns(['advance_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('payment_authorizations_pending_idx')
    .on('payment_authorizations')
    .column('created_at')
    .where(sql<SqlBool>`status = 'pending'`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_authorizations').execute();
  await sql`drop trigger ledger_entries_no_truncate on ledger_entries`.execute(db);
  await sql`drop trigger ledger_entries_no_update_delete on ledger_entries`.execute(db);
  await db.schema.dropTable('ledger_entries').execute();
  await sql`drop function ledger_entries_append_only()`.execute(db);
  await db.schema.dropTable('advances').execute();
  await sql`drop function advance_state_totals_apply()`.execute(db);
  await db.schema.dropTable('advance_state_totals').execute();
  await sql`update applications set status = 'Submitted' where status = 'Withdrawn'`.execute(db);
  await setStatusCheck(db, STATUSES_OLD);
}

/** The status check was created inline (its name is PostgreSQL's default for it). */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function setStatusCheck(db: Kysely<any>, statuses: string): Promise<void> {
  await sql`alter table applications drop constraint applications_status_check`.execute(db);
  await sql
    .raw(
      `alter table applications add constraint applications_status_check check (status in (${statuses}))`,
    )
    .execute(db);
}

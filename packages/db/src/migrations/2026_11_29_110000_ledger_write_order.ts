import { type Kysely, sql } from 'kysely';

/**
 * Ledger entries are listed by `created_at`, then id. With `now()` every entry one
 * transaction wrote (an approval's disbursement and fee, a payment and a waiver) had the
 * same time, and the random uuid decided their order. `clock_timestamp()` is the moment of
 * each insert, so a list shows entries in the order they were written.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_entries alter column created_at set default clock_timestamp()`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_entries alter column created_at set default now()`.execute(db);
}

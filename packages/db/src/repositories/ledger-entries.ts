import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../client';
import type { LedgerEntriesTable } from '../schema';

export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;

/**
 * When an entry is written: clock_timestamp, not now(), so the entries of one transaction
 * keep the order they were written in; and never before the advance's last entry, because
 * the embedded database's clock can give two quick inserts the same microsecond, and the
 * tie-break (a random id) then listed them out of order.
 */
const writtenAt = (advanceId: string) => sql<Date>`greatest(clock_timestamp(),
  (select max(created_at) + interval '1 microsecond' from ledger_entries where advance_id = ${advanceId}))`;

/** The ledger is append-only: this file has no update or delete, and the database refuses both. */
export const insertLedgerEntry = (trx: Db, entry: NewLedgerEntry): Promise<LedgerEntryRow> =>
  trx
    .insertInto('ledgerEntries')
    .values({ createdAt: writtenAt(entry.advanceId), ...entry })
    .returningAll()
    .executeTakeFirstOrThrow();

/** In the order they were written. */
export const listLedgerEntries = (db: Db, advanceId: string): Promise<LedgerEntryRow[]> =>
  db
    .selectFrom('ledgerEntries')
    .selectAll()
    .where('advanceId', '=', advanceId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();

export const findLedgerEntry = (db: Db, id: string): Promise<LedgerEntryRow | undefined> =>
  db.selectFrom('ledgerEntries').selectAll().where('id', '=', id).executeTakeFirst();

/** Who recorded entries, for staff views: "First Last" or the e-mail, by user id. */
export async function listLedgerActorNames(
  db: Db,
  actorIds: readonly string[],
): Promise<Map<string, string>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email'])
    .where('id', 'in', [...new Set(actorIds)])
    .execute();
  return new Map(
    rows.map((r) => [r.id, [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email]),
  );
}

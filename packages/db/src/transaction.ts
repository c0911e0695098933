import type { Db } from './client';

/**
 * Runs work atomically; core uses this instead of touching Kysely's API directly.
 * Inside an open transaction it joins it (Kysely has no nested transactions).
 */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute((trx) => work(trx));

import { sql } from 'kysely';
import type { Db } from './client';

/** The cheapest round trip that proves the database answers (readiness checks). */
export const pingDatabase = async (db: Db): Promise<void> => {
  await sql`select 1`.execute(db);
};

import { sql } from 'kysely';
import type { Db } from '../client';

/**
 * Records that the user signed in from `deviceKey` (browser + OS + device). Answers
 * whether the combination is new and whether the user had any device before, in one
 * statement, so two sign-ins at once cannot both count as "new".
 */
export async function rememberUserDevice(
  db: Db,
  userId: string,
  deviceKey: string,
  at: Date,
): Promise<{ isNew: boolean; hadOthers: boolean }> {
  const { rows } = await sql<{ inserted: boolean; others: boolean }>`
    with earlier as (
      select exists(
        select 1 from user_devices where user_id = ${userId} and device_key <> ${deviceKey}
      ) as others
    ), upsert as (
      insert into user_devices (user_id, device_key, first_seen_at, last_seen_at)
      values (${userId}, ${deviceKey}, ${at}, ${at})
      on conflict (user_id, device_key) do update set last_seen_at = excluded.last_seen_at
      returning (xmax = 0) as inserted
    )
    select upsert.inserted, earlier.others from upsert, earlier`.execute(db);
  const row = rows[0];
  return { isNew: row?.inserted ?? false, hadOthers: row?.others ?? false };
}

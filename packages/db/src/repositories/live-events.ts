import { sql } from 'kysely';
import type { Db } from '../client';
import type { LiveEventRow } from '../schema';

/** NOTIFY channel that tells every instance "the journal grew". */
export const LIVE_EVENTS_CHANNEL = 'live_events';
/** Advisory lock key that serialises journal writers (any constant unique to this use). */
const JOURNAL_LOCK_KEY = 7_301_440_021;

/**
 * Appends one event to the live journal. Writers take one advisory lock until commit, so
 * ids become visible in the order they were given: a reader that saw id N has seen every
 * id below N, which is what makes "everything after N" a complete resume. Lock, insert and
 * notify are one statement (one round trip), so the lock is held as briefly as possible:
 * bench/live.ts measured the queue at this lock under load.
 */
export const appendLiveEvent = async (
  db: Db,
  event: { userId: string; type: string; payload: unknown },
): Promise<number> => {
  const { rows } = await sql<{ id: number }>`
    with locked as (select pg_advisory_xact_lock(${JOURNAL_LOCK_KEY}) as ok),
    inserted as (
      insert into live_events (user_id, type, payload)
      select ${event.userId}::uuid, ${event.type}, ${JSON.stringify(event.payload)}::jsonb
      from locked
      returning id
    )
    select id, pg_notify(${LIVE_EVENTS_CHANNEL}, id::text) from inserted`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('Appending a live event returned no id');
  return Number(row.id);
};

/** Journal entries after `afterId`, oldest first; for one user, or for everyone (staff). */
export const listLiveEventsAfter = (
  db: Db,
  {
    afterId,
    userId,
    upToId,
    limit,
  }: { afterId: number; userId?: string; upToId?: number; limit: number },
): Promise<LiveEventRow[]> => {
  let query = db
    .selectFrom('liveEvents')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit);
  if (userId) query = query.where('userId', '=', userId);
  if (upToId !== undefined) query = query.where('id', '<=', upToId);
  return query.execute();
};

export const latestLiveEventId = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('liveEvents')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
};

export const deleteLiveEventsBefore = async (db: Db, before: Date): Promise<number> => {
  const result = await db
    .deleteFrom('liveEvents')
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

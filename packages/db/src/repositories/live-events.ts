import { sql } from 'kysely';
import type { Db } from '../client';
import type { LiveEventRow } from '../schema';
import { inTransaction } from '../transaction';

/** NOTIFY channel that tells every instance "the journal grew". */
export const LIVE_EVENTS_CHANNEL = 'live_events';
/** Advisory lock key that serialises journal writers (any constant unique to this use). */
const JOURNAL_LOCK_KEY = 7_301_440_021;

/**
 * Appends one event to the live journal. Writers take one advisory lock until commit, so
 * ids become visible in the order they were given: a reader that saw id N has seen every
 * id below N, which is what makes "everything after N" a complete resume.
 */
export const appendLiveEvent = (
  db: Db,
  event: { userId: string; type: string; payload: unknown },
): Promise<number> =>
  inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(${JOURNAL_LOCK_KEY})`.execute(trx);
    const row = await trx
      .insertInto('liveEvents')
      .values({ userId: event.userId, type: event.type, payload: JSON.stringify(event.payload) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${String(row.id)})`.execute(trx);
    return row.id;
  });

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

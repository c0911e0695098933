import { sql } from 'kysely';
import type { Db } from '../client';

export interface RateCounter {
  count: number;
  windowStartedAt: Date;
}

/**
 * Adds one hit to a fixed-window counter and returns it, atomically: a window older than
 * windowMs starts over at 1. Counters live in the database so every instance shares them.
 */
export const hitRateCounter = async (
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RateCounter> => {
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, windowStartedAt: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.count + 1 end`,
        windowStartedAt: sql<Date>`case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['count', 'windowStartedAt'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStartedAt: row.windowStartedAt };
};

/** The live counter for a key, or undefined when none or when its window has passed. */
export const readRateCounter = async (
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RateCounter | undefined> => {
  const row = await db
    .selectFrom('rateLimits')
    .select(['count', 'windowStartedAt'])
    .where('key', '=', key)
    .where('windowStartedAt', '>', new Date(now.getTime() - windowMs))
    .executeTakeFirst();
  return row ? { count: Number(row.count), windowStartedAt: row.windowStartedAt } : undefined;
};

/**
 * Takes back one hit, only while the window it was counted in is still the current one,
 * so a hit given back after a window rolled over never lowers the next window's count.
 */
export const returnRateHit = async (db: Db, key: string, windowStartedAt: Date): Promise<void> => {
  await db
    .updateTable('rateLimits')
    .set({ count: sql<number>`rate_limits.count - 1` })
    .where('key', '=', key)
    .where('windowStartedAt', '=', windowStartedAt)
    .where('count', '>', 0)
    .execute();
};

/** Records that something happened under `key` now (read back with readRateCounter). */
export const markRateKey = async (db: Db, key: string, now: Date): Promise<void> => {
  await db
    .insertInto('rateLimits')
    .values({ key, count: 1, windowStartedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, windowStartedAt: now }))
    .execute();
};

export const clearRateCounter = async (db: Db, key: string): Promise<void> => {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
};

export const deleteStaleRateCounters = async (db: Db, olderThan: Date): Promise<void> => {
  await db.deleteFrom('rateLimits').where('windowStartedAt', '<', olderThan).execute();
};

import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../client';
import type { ActivityLogRow, Database } from '../schema';
import { containsPattern } from './like-pattern';

export interface NewActivity {
  actorId: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  details?: unknown;
  ipAddress?: string | null;
}

const jsonOf = (details: unknown) => (details === undefined ? null : JSON.stringify(details));

export const insertActivity = async (db: Db, entry: NewActivity): Promise<void> => {
  await db
    .insertInto('activityLog')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      details: entry.details === undefined ? undefined : JSON.stringify(entry.details),
      ipAddress: entry.ipAddress ?? null,
    })
    .execute();
};

/**
 * Writes the entry unless one with the same `key` was written in the last `windowMs`, in
 * one statement: the rate-limit counter under `key` is bumped and the entry inserted only
 * when the counter starts a new window. The upsert serializes on the key, so concurrent
 * callers and other instances write at most one entry per window. Returns whether it wrote.
 */
export const insertActivityOncePer = async (
  db: Db,
  entry: NewActivity,
  dedupe: { key: string; windowMs: number; now: Date },
): Promise<boolean> => {
  const windowStart = new Date(dedupe.now.getTime() - dedupe.windowMs);
  const result = await sql<{ id: string }>`
    with hit as (
      insert into rate_limits (key, count, window_started_at)
      values (${dedupe.key}, 1, ${dedupe.now})
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= ${windowStart}
                     then 1 else rate_limits.count + 1 end,
        window_started_at = case when rate_limits.window_started_at <= ${windowStart}
                     then ${dedupe.now} else rate_limits.window_started_at end
      returning count
    )
    insert into activity_log (actor_id, action, target_type, target_id, details, ip_address)
    select ${entry.actorId}::uuid, ${entry.action}::text, ${entry.targetType ?? null}::text,
           ${entry.targetId ?? null}::text, ${jsonOf(entry.details)}::jsonb,
           ${entry.ipAddress ?? null}::text
    from hit where hit.count = 1
    returning id`.execute(db);
  return result.rows.length > 0;
};

export interface ActivityFilter {
  action?: string | undefined;
  /** Entries by this user id. */
  actorId?: string | undefined;
  /** Entries by users whose e-mail contains this fragment (case-insensitive). */
  actorEmailContains?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  before?: Date | undefined;
  /** Entries older than this entry (the last one of the previous page). */
  afterEntryId?: string | undefined;
}

/**
 * Keyset conditions on (created_at, id), matching the activity_log indexes (migration
 * 2026_11_23_110000): each page starts where the last one ended, at any depth.
 */
function applyFilter(eb: ExpressionBuilder<Database, 'activityLog'>, filter: ActivityFilter) {
  const conditions = [];
  if (filter.action) conditions.push(eb('activityLog.action', '=', filter.action));
  if (filter.actorId) conditions.push(eb('activityLog.actorId', '=', filter.actorId));
  if (filter.actorEmailContains) {
    conditions.push(
      eb(
        'activityLog.actorId',
        'in',
        eb
          .selectFrom('users')
          .select('users.id')
          .where('users.email', 'like', containsPattern(filter.actorEmailContains)),
      ),
    );
  }
  if (filter.from) conditions.push(eb('activityLog.createdAt', '>=', filter.from));
  if (filter.before) conditions.push(eb('activityLog.createdAt', '<', filter.before));
  if (filter.afterEntryId) {
    conditions.push(
      sql<boolean>`(activity_log.created_at, activity_log.id) < (
        select c.created_at, c.id from activity_log c where c.id = ${filter.afterEntryId}::uuid)`,
    );
  }
  return eb.and(conditions);
}

/** One page, newest first, with the actor's name; `limit` rows at most. */
export const listActivityPage = (db: Db, filter: ActivityFilter, limit: number) =>
  db
    .selectFrom('activityLog')
    .where((eb) => applyFilter(eb, filter))
    .leftJoin('users as u', 'u.id', 'activityLog.actorId')
    .select([
      'activityLog.id',
      'activityLog.action',
      'activityLog.targetType',
      'activityLog.targetId',
      'activityLog.details',
      'activityLog.ipAddress',
      'activityLog.createdAt',
      'u.id as actorUserId',
      'u.email as actorEmail',
      'u.firstName as actorFirstName',
      'u.lastName as actorLastName',
    ])
    .orderBy('activityLog.createdAt', 'desc')
    .orderBy('activityLog.id', 'desc')
    .limit(limit)
    .execute();

/** The latest entries, unfiltered (spec part 2: the first page of the tab). */
export const listRecentActivity = (db: Db, limit: number) => listActivityPage(db, {}, limit);

export type ActivityWithActor = Awaited<ReturnType<typeof listActivityPage>>[number];
export type { ActivityLogRow };

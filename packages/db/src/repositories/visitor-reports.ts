import { sql } from 'kysely';
import type { Db } from '../client';
import { visitorsSince } from './visitor-scope';

// Sessions-tab aggregates. Every figure counts visitor sessions only (staff browsing the
// site is not traffic) that started at or after `from`; `from` null means all time.

export interface SessionTotals {
  totalSessions: number;
  /** Distinct signed-in users among the sessions (anonymous visits have no user). */
  uniqueUsers: number;
  /** Seconds; null when there is no session. */
  avgDuration: number | null;
  converted: number;
}

// The cards and the chart read the per-day rollups the visitor_sessions triggers keep
// (migration 2026_11_24_100000_visitor_session_daily): all time is a few hundred rows
// instead of every session. A range that starts mid-day (7 days back from now) takes its
// whole days from the rollups and its first, partial day from the sessions themselves
// (from `from` to the next UTC midnight, through visitor_sessions_started_idx), so every
// figure is exactly what counting the sessions gives.

/** The UTC day `from` falls on. */
const dayOf = (from: Date) => sql`(${from}::timestamptz at time zone 'UTC')::date`;

/** Visitor sessions of `from`'s own day from `from` on: the part no whole rollup day holds. */
const firstPartialDay = (from: Date) => sql`
  not is_staff and started_at >= ${from}
  and started_at < ((${dayOf(from)} + 1)::timestamp at time zone 'UTC')`;

/**
 * A session's length is its reported total_duration, or, when the end call never arrived
 * (closed laptop, lost beacon), the span its heartbeats prove; the rollup sums the same.
 */
const sessionLength = sql`coalesce(total_duration,
  date_part('epoch', last_active_at - started_at))::numeric`;

export async function sessionTotals(db: Db, from: Date | null): Promise<SessionTotals> {
  const wholeDays = from ? sql`where day > ${dayOf(from)}` : sql``;
  const { rows } = await sql<SessionTotals>`
    with parts as (
      select sum(sessions) as sessions, sum(converted) as converted,
             sum(duration_total) as duration
      from visitor_session_daily ${wholeDays}
      ${
        from
          ? sql`union all
      select count(*), count(*) filter (where converted), sum(${sessionLength})
      from visitor_sessions where ${firstPartialDay(from)}`
          : sql``
      }
    ),
    users as (
      select user_id from visitor_user_daily ${wholeDays}
      ${
        from
          ? sql`union all
      select user_id from visitor_sessions
      where ${firstPartialDay(from)} and user_id is not null`
          : sql``
      }
    )
    select coalesce(sum(sessions), 0)::int as "totalSessions",
           (select count(distinct user_id) from users)::int as "uniqueUsers",
           (sum(duration) / nullif(sum(sessions), 0))::float8 as "avgDuration",
           coalesce(sum(converted), 0)::int as "converted"
    from parts`.execute(db);
  const [totals] = rows;
  if (!totals) throw new Error('sessionTotals: no row');
  return totals;
}

/** Sessions per UTC day that has any, oldest first; the caller fills the empty days. */
export async function sessionsPerDay(
  db: Db,
  from: Date | null,
): Promise<{ day: string; sessions: number }[]> {
  const { rows } = await sql<{ day: string; sessions: number }>`
    select day, sessions from visitor_session_daily
    where sessions > 0 ${from ? sql`and day > ${dayOf(from)}` : sql``}
    ${
      from
        ? sql`union all
    select (started_at at time zone 'UTC')::date, count(*)::int
    from visitor_sessions where ${firstPartialDay(from)} group by 1`
        : sql``
    }
    order by 1`.execute(db);
  return rows;
}

export interface PageTotals {
  path: string;
  views: number;
  /** Seconds; null when no view of the path has reported its time yet. */
  avgTimeOnPage: number | null;
}

/**
 * Top pages from the trigger-kept daily rollup, for whole UTC days from `fromDay`'s day on:
 * months of traffic are a few thousand rollup rows instead of millions of page views.
 */
export const topPagesByDay = (db: Db, fromDay: Date | null, limit: number): Promise<PageTotals[]> =>
  db
    .selectFrom('pageViewDaily')
    .$if(fromDay !== null, (q) =>
      q.where(
        sql<boolean>`${sql.ref('day')} >= (${fromDay}::timestamptz at time zone 'UTC')::date`,
      ),
    )
    .groupBy('path')
    // A path whose only views came from visits that turned out to be staff has none left.
    .having(sql<number>`sum(${sql.ref('views')})`, '>', 0)
    .select([
      'path',
      sql<number>`sum(${sql.ref('views')})::int`.as('views'),
      sql<number | null>`(sum(${sql.ref('timeTotal')})::float8 /
        nullif(sum(${sql.ref('timeCount')}), 0))`.as('avgTimeOnPage'),
    ])
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();

/**
 * Top pages from raw page views since an exact instant (the 24-hour range, where whole days
 * would be up to twice too wide): a day of views through page_views_viewed_at_idx.
 */
export const topPagesSince = (db: Db, from: Date, limit: number): Promise<PageTotals[]> =>
  db
    .selectFrom('pageViews as pv')
    .innerJoin('visitorSessions as s', 's.id', 'pv.sessionId')
    .where('pv.viewedAt', '>=', from)
    .where((eb) => eb.not(eb.ref('s.isStaff')))
    .groupBy('pv.path')
    .select([
      'pv.path',
      sql<number>`count(*)::int`.as('views'),
      sql<number | null>`avg(${sql.ref('pv.timeOnPage')})::float8`.as('avgTimeOnPage'),
    ])
    .orderBy('views', 'desc')
    .orderBy('pv.path')
    .limit(limit)
    .execute();

/** Sessions per referrer domain, most first; null is a visit without a referrer. */
export const topReferrers = (db: Db, from: Date | null, limit: number) =>
  db
    .selectFrom('visitorSessions')
    .where((eb) => visitorsSince(eb, from))
    .groupBy('referrerDomain')
    .select(['referrerDomain', sql<number>`count(*)::int`.as('sessions')])
    .orderBy('sessions', 'desc')
    .orderBy(sql`${sql.ref('referrerDomain')} nulls first`)
    .limit(limit)
    .execute();

/** Sessions past each middle step of the funnel (its first step, visits, is every session). */
export interface FunnelCounts {
  started: number;
  submitted: number;
  approved: number;
}

/** Which goal types mark the funnel's middle steps (core decides; see funnelGoals). */
export interface FunnelGoals {
  started: string;
  submitted: string;
}

/**
 * The application funnel for sessions in the range. It starts from goals (few) rather than
 * probing every session; "approved" is a submitted session whose signed-in user owns an
 * approved application (the submit links the session to the application's owner).
 */
export function funnelCounts(
  db: Db,
  from: Date | null,
  goalTypes: FunnelGoals,
): Promise<FunnelCounts> {
  return db
    .selectFrom('goals as g')
    .innerJoin('visitorSessions', 'visitorSessions.id', 'g.sessionId')
    .where('g.goalType', 'in', [goalTypes.started, goalTypes.submitted])
    .where((eb) => visitorsSince(eb, from))
    .select((eb) => [
      sql<number>`count(distinct ${sql.ref('g.sessionId')})
        filter (where ${sql.ref('g.goalType')} = ${goalTypes.started})::int`.as('started'),
      sql<number>`count(distinct ${sql.ref('g.sessionId')})
        filter (where ${sql.ref('g.goalType')} = ${goalTypes.submitted})::int`.as('submitted'),
      sql<number>`count(distinct ${sql.ref('g.sessionId')})
        filter (where ${sql.ref('g.goalType')} = ${goalTypes.submitted} and ${eb.exists(
          eb
            .selectFrom('applications as a')
            .select(sql`1`.as('one'))
            .whereRef('a.userId', '=', 'visitorSessions.userId')
            .where('a.status', '=', 'Approved'),
        )})::int`.as('approved'),
    ])
    .executeTakeFirstOrThrow();
}

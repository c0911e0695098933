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

/**
 * One pass over the range. A session's length is its reported total_duration, or, when the
 * end call never arrived (closed laptop, lost beacon), the span its heartbeats prove.
 */
export function sessionTotals(db: Db, from: Date | null): Promise<SessionTotals> {
  return db
    .selectFrom('visitorSessions')
    .where((eb) => visitorsSince(eb, from))
    .select([
      sql<number>`count(*)::int`.as('totalSessions'),
      sql<number>`count(distinct ${sql.ref('userId')})::int`.as('uniqueUsers'),
      // date_part gives a float; extract() would give numeric, slower to average.
      sql<number | null>`avg(coalesce(${sql.ref('totalDuration')},
        date_part('epoch', ${sql.ref('lastActiveAt')} - ${sql.ref('startedAt')})))`.as(
        'avgDuration',
      ),
      sql<number>`count(*) filter (where ${sql.ref('converted')})::int`.as('converted'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Sessions per UTC day that has any, oldest first; the caller fills the empty days. Grouped
 * by the date itself (the driver reads a date as "yyyy-mm-dd"): grouping by its text form
 * sorted strings and took twice as long on 100,000 sessions.
 */
export const sessionsPerDay = (db: Db, from: Date | null) =>
  db
    .selectFrom('visitorSessions')
    .where((eb) => visitorsSince(eb, from))
    .select([
      sql<string>`(${sql.ref('startedAt')} at time zone 'UTC')::date`.as('day'),
      sql<number>`count(*)::int`.as('sessions'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();

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

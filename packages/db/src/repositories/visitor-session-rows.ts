import { sql } from 'kysely';
import type { Db } from '../client';
import { visitorsSince } from './visitor-scope';

/**
 * A page of visitor sessions, newest first, with their page-view, unique-page and
 * interaction counts. The page's ids come from the started_at index first (a deferred
 * join), so the per-session counts run only for the rows shown, on the (session_id, …)
 * indexes.
 */
export const listVisitorSessionRows = (
  db: Db,
  from: Date | null,
  page: { limit: number; offset: number },
) =>
  db
    .with('page', (w) =>
      w
        .selectFrom('visitorSessions')
        .where((eb) => visitorsSince(eb, from))
        .select(['visitorSessions.id', 'visitorSessions.startedAt'])
        .orderBy('visitorSessions.startedAt', 'desc')
        .orderBy('visitorSessions.id', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    )
    .selectFrom('page')
    .innerJoin('visitorSessions as s', 's.id', 'page.id')
    .leftJoin('users as u', 'u.id', 's.userId')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('pageViews as pv')
          .whereRef('pv.sessionId', '=', 's.id')
          .select([
            sql<number>`count(*)::int`.as('pageViews'),
            sql<number>`count(distinct ${sql.ref('pv.path')})::int`.as('uniquePages'),
          ])
          .as('pv'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('interactions as i')
          .whereRef('i.sessionId', '=', 's.id')
          .select(sql<number>`count(*)::int`.as('interactions'))
          .as('i'),
      (join) => join.onTrue(),
    )
    .select([
      's.id',
      's.userId',
      'u.email as userEmail',
      'u.firstName as userFirstName',
      'u.lastName as userLastName',
      's.startedAt',
      's.converted',
      's.bounced',
      's.city',
      's.country',
      's.deviceType',
      's.operatingSystem',
      's.browser',
      's.browserVersion',
      's.referrerDomain',
      's.totalDuration',
      's.utmSource',
      's.utmMedium',
      's.utmCampaign',
      'pv.pageViews',
      'pv.uniquePages',
      'i.interactions',
    ])
    .orderBy('page.startedAt', 'desc')
    .orderBy('page.id', 'desc')
    .execute();

export type VisitorSessionRow = Awaited<ReturnType<typeof listVisitorSessionRows>>[number];

/**
 * How many visitor sessions the range holds, counted up to `countUpTo` (as the applications
 * list does), so the pager's total stays cheap however many sessions pile up.
 */
export async function countVisitorSessions(db: Db, from: Date | null, countUpTo: number) {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('visitorSessions')
        .where((w) => visitorsSince(w, from))
        .select('visitorSessions.id')
        .limit(countUpTo + 1)
        .as('matches'),
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return { total: Math.min(row.count, countUpTo), totalCapped: row.count > countUpTo };
}

import {
  type AnalyticsQuery,
  funnelGoals,
  funnelSteps,
  RECENT_SESSIONS_LIMIT,
  type SessionsOverview,
} from '@advance/contracts';
import { funnelCounts, listVisitorSessionRows, sessionsPerDay, sessionTotals } from '@advance/db';
import type { CoreDeps } from '../deps';
import { rangeStart } from './analytics-range';
import { fillDays, percentOf } from './report-math';
import { toSessionAnalytics } from './to-session-analytics';

/**
 * The Sessions tab above its tables (GET /api/admin/analytics/sessions): the four cards,
 * sessions per day, the application funnel and the 20 most recent sessions.
 *
 * - uniqueUsers counts distinct signed-in users: an anonymous visitor has no stable
 *   identity (no cookie, and the fingerprint rotates daily), so counting them would guess.
 * - avgDuration is in seconds: a session's reported length, or the span its heartbeats
 *   prove when the end call never came (see sessionTotals).
 */
export async function getSessionsOverview(
  deps: CoreDeps,
  { range }: AnalyticsQuery,
): Promise<SessionsOverview> {
  const now = deps.now();
  const from = rangeStart(range, now);
  const [totals, perDay, funnel, recent] = await Promise.all([
    sessionTotals(deps.db, from),
    sessionsPerDay(deps.db, from),
    funnelCounts(deps.db, from, funnelGoals),
    listVisitorSessionRows(deps.db, from, { limit: RECENT_SESSIONS_LIMIT, offset: 0 }),
  ]);
  return {
    range,
    from: from?.toISOString() ?? null,
    summary: {
      totalSessions: totals.totalSessions,
      uniqueUsers: totals.uniqueUsers,
      avgDuration: Math.round(totals.avgDuration ?? 0),
      conversionRate: percentOf(totals.converted, totals.totalSessions),
    },
    perDay: fillDays(perDay, from, now),
    funnel: funnelSteps.map((step) => {
      // Visits are the sessions themselves: the cards' total, not a second count.
      const count = step === 'visits' ? totals.totalSessions : funnel[step];
      return { step, count, percentOfVisits: percentOf(count, totals.totalSessions) };
    }),
    recentSessions: recent.map(toSessionAnalytics),
  };
}

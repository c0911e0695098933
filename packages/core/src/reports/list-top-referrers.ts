import { type AnalyticsQuery, TOP_REFERRERS_LIMIT, type TopReferrer } from '@advance/contracts';
import { topReferrers } from '@advance/db';
import type { CoreDeps } from '../deps';
import { rangeStart } from './analytics-range';

/** Spec part 2: the 10 referrer domains bringing most sessions; null is direct traffic. */
export async function listTopReferrers(
  deps: CoreDeps,
  { range }: AnalyticsQuery,
): Promise<TopReferrer[]> {
  const rows = await topReferrers(deps.db, rangeStart(range, deps.now()), TOP_REFERRERS_LIMIT);
  return rows.map((row) => ({ referrer_domain: row.referrerDomain, sessions: row.sessions }));
}

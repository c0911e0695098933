import { type AnalyticsQuery, TOP_PAGES_LIMIT, type TopPage } from '@advance/contracts';
import { topPagesByDay, topPagesSince } from '@advance/db';
import type { CoreDeps } from '../deps';
import { rangeStart } from './analytics-range';

/**
 * Spec part 2: the 10 most viewed pages with their average time on page (seconds, one
 * decimal). The 24-hour range counts raw page views since the exact instant; longer ranges
 * read the daily rollup from the range's first UTC day on (so "7 days" includes all of
 * that first day): days are what the rollup keeps, and a partial day on months is noise.
 */
export async function listTopPages(deps: CoreDeps, { range }: AnalyticsQuery): Promise<TopPage[]> {
  const from = rangeStart(range, deps.now());
  const rows =
    range === '24h' && from
      ? await topPagesSince(deps.db, from, TOP_PAGES_LIMIT)
      : await topPagesByDay(deps.db, from, TOP_PAGES_LIMIT);
  return rows.map((row) => ({
    path: row.path,
    views: row.views,
    avgTimeOnPage: row.avgTimeOnPage === null ? null : Math.round(row.avgTimeOnPage * 10) / 10,
  }));
}

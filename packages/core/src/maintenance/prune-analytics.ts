import { type AnalyticsDeletion, deleteAnalyticsBefore } from '@advance/db';
import type { CoreDeps } from '../deps';

/** The first instant kept: `months` calendar months (UTC) before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes raw visitor events older than the retention (ANALYTICS_RETENTION_MONTHS). */
export const pruneAnalytics = (
  deps: Pick<CoreDeps, 'db' | 'now' | 'tracking'>,
): Promise<AnalyticsDeletion> =>
  deleteAnalyticsBefore(deps.db, retentionCutoff(deps.now(), deps.tracking.retentionMonths));

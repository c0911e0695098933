import type { AnalyticsRange } from '@advance/contracts';

const HOUR_MS = 60 * 60 * 1000;
const RANGE_MS: Record<Exclude<AnalyticsRange, 'all'>, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

/** The instant a range starts: a rolling window ending now; null for all time. */
export const rangeStart = (range: AnalyticsRange, now: Date): Date | null =>
  range === 'all' ? null : new Date(now.getTime() - RANGE_MS[range]);

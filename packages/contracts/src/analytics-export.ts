import { z } from 'zod';
import { analyticsRangeSchema, DEFAULT_ANALYTICS_RANGE } from './analytics';

/** The Sessions tab's three tables, each downloadable as CSV (issue 19). */
export const analyticsExportTables = ['sessions', 'pages', 'referrers'] as const;
export type AnalyticsExportTable = (typeof analyticsExportTables)[number];

export const analyticsExportTexts = {
  tableInvalid: 'Choose sessions, pages or referrers.',
  button: {
    sessions: 'Export sessions CSV',
    pages: 'Export pages CSV',
    referrers: 'Export referrers CSV',
  } satisfies Record<AnalyticsExportTable, string>,
  exporting: 'Exporting…',
  failedTitle: 'Export failed',
  failed: 'The CSV could not be downloaded. Try again.',
} as const;

/** `GET /api/admin/analytics/export.csv?range=&table=`: the tab's range, one table. */
export const analyticsExportQuerySchema = z.object({
  range: analyticsRangeSchema.default(DEFAULT_ANALYTICS_RANGE),
  table: z.enum(analyticsExportTables, { error: analyticsExportTexts.tableInvalid }),
});
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;

/** At most this many sessions per export (newest first); a shorter range gets the rest. */
export const ANALYTICS_EXPORT_MAX_ROWS = 50_000;

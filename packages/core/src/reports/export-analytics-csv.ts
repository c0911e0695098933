import {
  ANALYTICS_EXPORT_MAX_ROWS,
  type AnalyticsExportQuery,
  type CsvColumns,
  type CsvStream,
  type PublicUser,
  type SessionAnalytics,
  type TopPage,
  type TopReferrer,
} from '@advance/contracts';
import { listVisitorSessionRows } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { type CsvStreamEnd, pagesOf, streamCsv } from '../applications/csv-stream';
import type { CoreDeps, RequestMeta } from '../deps';
import { rangeStart } from './analytics-range';
import { listTopPages } from './list-top-pages';
import { listTopReferrers } from './list-top-referrers';
import { toSessionAnalytics } from './to-session-analytics';

const BATCH = 500;

const sessionColumns: CsvColumns<SessionAnalytics> = [
  ['session_id', (s) => s.sessionId],
  ['started_at', (s) => s.startedAt],
  ['user_email', (s) => s.user?.email ?? null],
  ['converted', (s) => (s.converted ? 'yes' : 'no')],
  ['bounced', (s) => (s.bounced === null ? null : s.bounced ? 'yes' : 'no')],
  ['total_duration_seconds', (s) => s.totalDuration],
  ['page_views', (s) => s.pageViews],
  ['unique_pages', (s) => s.uniquePages],
  ['interactions', (s) => s.interactions],
  ['city', (s) => s.city],
  ['country', (s) => s.country],
  ['device_type', (s) => s.deviceType],
  ['operating_system', (s) => s.operatingSystem],
  ['browser', (s) => s.browser],
  ['browser_version', (s) => s.browserVersion],
  ['referrer_domain', (s) => s.referrerDomain],
  ['utm_source', (s) => s.utmSource],
  ['utm_medium', (s) => s.utmMedium],
  ['utm_campaign', (s) => s.utmCampaign],
];

const pageColumns: CsvColumns<TopPage> = [
  ['path', (p) => p.path],
  ['views', (p) => p.views],
  ['avg_time_on_page_seconds', (p) => p.avgTimeOnPage],
];

const referrerColumns: CsvColumns<TopReferrer> = [
  // Null is direct traffic, as the tab shows it.
  ['referrer_domain', (r) => r.referrer_domain],
  ['sessions', (r) => r.sessions],
];

/** One batch, read when the stream first asks for it. */
async function* once<T>(read: () => Promise<readonly T[]>): AsyncGenerator<readonly T[]> {
  yield await read();
}

/**
 * A Sessions-tab table as a streamed CSV (issue 19), for the tab's range: `sessions` pages
 * through every session of the range, newest first (at most ANALYTICS_EXPORT_MAX_ROWS),
 * 500 a time; `pages` and `referrers` are the top lists exactly as the tab shows them. The
 * copy (sessions name signed-in visitors) is logged when the stream stops, with the rows
 * sent.
 */
export function exportAnalyticsCsv(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  query: AnalyticsExportQuery,
  meta: Pick<RequestMeta, 'ip'>,
): CsvStream {
  const now = deps.now();
  const { table, range } = query;
  const onEnd = ({ rows, complete }: CsvStreamEnd) =>
    logActivity(deps.db, {
      actorId: actor.id,
      action: activityActions.analyticsExported,
      targetType: 'analytics',
      targetId: null,
      details: { table, range, rows, complete },
      ipAddress: meta.ip,
    });
  const fileName = `${table}-${range}-${now.toISOString().slice(0, 10)}.csv`;
  if (table === 'pages') {
    const rows = once(() => listTopPages(deps, { range }));
    return { fileName, chunks: streamCsv(pageColumns, rows, onEnd) };
  }
  if (table === 'referrers') {
    const rows = once(() => listTopReferrers(deps, { range }));
    return { fileName, chunks: streamCsv(referrerColumns, rows, onEnd) };
  }
  const from = rangeStart(range, now);
  const sessions = pagesOf(BATCH, ANALYTICS_EXPORT_MAX_ROWS, async (page) =>
    (await listVisitorSessionRows(deps.db, from, page)).map(toSessionAnalytics),
  );
  return { fileName, chunks: streamCsv(sessionColumns, sessions, onEnd) };
}

import { z } from 'zod';
import { listQuerySchema } from './applications';
import { text } from './fields';

/** Admin Sessions tab: the periods an admin can look at; "all" has no lower bound. */
export const analyticsRanges = ['24h', '7d', '30d', 'all'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7d';

export const analyticsRangeLabels: Record<AnalyticsRange, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
};

/** Spec part 9: admin lists. */
export const TOP_PAGES_LIMIT = 10;
export const TOP_REFERRERS_LIMIT = 10;
export const RECENT_SESSIONS_LIMIT = 20;

/** Funnel steps in order (DESIGN §2 contract: goals recorded by the tracker, approval by staff). */
export const funnelSteps = ['visits', 'started', 'submitted', 'approved'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** The tracker's goal types (spec part 3) that mark a session as having started / submitted. */
export const funnelGoals = {
  started: 'application_started',
  submitted: 'application_submitted',
} as const;

export const analyticsMessages = {
  rangeInvalid: `Range must be one of ${analyticsRanges.join(', ')}`,
  rangeLabel: 'Date range',
  totalSessions: 'Total Sessions',
  uniqueUsers: 'Unique Users',
  avgDuration: 'Avg. Session Duration',
  conversionRate: 'Conversion Rate',
  minutesUnit: 'min',
  sessionsPerDay: 'Sessions per day',
  funnel: 'Application funnel',
  funnelSteps: {
    visits: 'Visits',
    started: 'Application started',
    submitted: 'Application submitted',
    approved: 'Approved',
  } satisfies Record<FunnelStep, string>,
  topPages: 'Top pages',
  topReferrers: 'Top referrers',
  recentSessions: 'Recent sessions',
  /** Spec part 2: a session without a referrer domain. */
  directTraffic: 'Direct Traffic',
  /** A recent session's referrer column when there is none. */
  direct: 'Direct',
  visitor: 'Visitor',
  noSessions: 'No visitor sessions in this period yet.',
  noPages: 'No page views in this period yet.',
  noReferrers: 'No referrers in this period yet.',
  loadFailed: 'Visitor analytics could not be loaded.',
  // Issue 20: durations people can read instead of "—" and "0.0 min".
  durationUnderMinute: 'less than a minute',
  durationSinglePage: 'single page',
  durationOpen: 'still open',
  durationNoSessions: 'no sessions yet',
} as const;

/**
 * Issue 20: a duration as people say it: "less than a minute", "3 min 20 s", "1 h 5 min".
 * Whole seconds; a negative or non-finite value reads as under a minute.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (total < 60) return analyticsMessages.durationUnderMinute;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  const rest = total % 60;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/**
 * A recorded session's length. A visit that saw one page has no second view to time it by
 * (its duration is unknown or zero): it says "single page" rather than a dash or "0 s".
 */
export function formatSessionDuration(session: {
  totalDuration: number | null;
  pageViews: number;
}): string {
  const { totalDuration, pageViews } = session;
  if (pageViews <= 1 && !totalDuration) return analyticsMessages.durationSinglePage;
  if (totalDuration === null) return analyticsMessages.durationOpen;
  return formatDuration(totalDuration);
}

export const analyticsRangeSchema = z.enum(analyticsRanges, {
  error: analyticsMessages.rangeInvalid,
});

/** Query of every Sessions-tab call: `?range=24h|7d|30d|all`, default 7 days. */
export const analyticsQuerySchema = z
  .object({ range: analyticsRangeSchema.default(DEFAULT_ANALYTICS_RANGE) })
  .default({ range: DEFAULT_ANALYTICS_RANGE });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** GET /api/admin/sessions: a page of sessions in the range, newest first. */
export const visitorSessionsQuerySchema = listQuerySchema.extend({
  range: analyticsRangeSchema.default(DEFAULT_ANALYTICS_RANGE),
});
export type VisitorSessionsQuery = z.infer<typeof visitorSessionsQuerySchema>;

/** Spec part 3, "Session analytics (admin view)", plus who the signed-in visitor was. */
export const sessionAnalyticsSchema = z.object({
  /** The database id: the browser's own session id is a write capability and stays private. */
  sessionId: text(),
  userId: text().nullable(),
  user: z
    .object({
      email: text(),
      firstName: text().nullable(),
      lastName: text().nullable(),
    })
    .nullable(),
  startedAt: text(),
  converted: z.boolean(),
  bounced: z.boolean().nullable(),
  city: text().nullable(),
  country: text().nullable(),
  deviceType: text().nullable(),
  operatingSystem: text().nullable(),
  browser: text().nullable(),
  browserVersion: text().nullable(),
  referrerDomain: text().nullable(),
  /** Seconds; null while the session has not ended. */
  totalDuration: z.number().nullable(),
  pageViews: z.number(),
  interactions: z.number(),
  uniquePages: z.number(),
  utmSource: text().nullable(),
  utmMedium: text().nullable(),
  utmCampaign: text().nullable(),
});
export type SessionAnalytics = z.infer<typeof sessionAnalyticsSchema>;

export const sessionSummarySchema = z.object({
  totalSessions: z.number(),
  uniqueUsers: z.number(),
  /** Seconds. */
  avgDuration: z.number(),
  /** Percent of sessions converted, one decimal. */
  conversionRate: z.number(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const dailySessionsSchema = z.object({ day: z.iso.date(), sessions: z.number() });
export type DailySessions = z.infer<typeof dailySessionsSchema>;

export const funnelStepSchema = z.object({
  step: z.enum(funnelSteps),
  count: z.number(),
  /** Percent of visits, one decimal. */
  percentOfVisits: z.number(),
});
export type FunnelStepCount = z.infer<typeof funnelStepSchema>;

/** GET /api/admin/analytics/sessions: everything the tab shows above the tables. */
export const sessionsOverviewSchema = z.object({
  range: analyticsRangeSchema,
  /** ISO time the range starts at; null for all time. */
  from: text().nullable(),
  summary: sessionSummarySchema,
  perDay: z.array(dailySessionsSchema),
  funnel: z.array(funnelStepSchema),
  recentSessions: z.array(sessionAnalyticsSchema),
});
export type SessionsOverview = z.infer<typeof sessionsOverviewSchema>;

/** Spec part 3, "Pages": avgTimeOnPage in seconds (null when no view reported its time). */
export const topPageSchema = z.object({
  path: text(),
  views: z.number(),
  avgTimeOnPage: z.number().nullable(),
});
export type TopPage = z.infer<typeof topPageSchema>;

/**
 * Spec part 3, "Referrers", with the spec's own field name: `referrer_domain` null is a
 * visit without a referrer (shown as Direct Traffic).
 */
export const topReferrerSchema = z.object({
  referrer_domain: text().nullable(),
  sessions: z.number(),
});
export type TopReferrer = z.infer<typeof topReferrerSchema>;

export const visitorSessionsPageSchema = z.object({
  items: z.array(sessionAnalyticsSchema),
  total: z.number(),
  /** The count stopped at LIST_COUNT_LOOKAHEAD beyond the page: there are more. */
  totalCapped: z.boolean(),
});
export type VisitorSessionsPage = z.infer<typeof visitorSessionsPageSchema>;

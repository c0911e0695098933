import type { SessionAnalytics } from '@advance/contracts';
import type { VisitorSessionRow } from '@advance/db';

/** Spec part 3, "Session analytics (admin view)", from a stored row and its counts. */
export const toSessionAnalytics = (row: VisitorSessionRow): SessionAnalytics => ({
  sessionId: row.id,
  userId: row.userId,
  user: row.userEmail
    ? { email: row.userEmail, firstName: row.userFirstName, lastName: row.userLastName }
    : null,
  startedAt: row.startedAt.toISOString(),
  converted: row.converted,
  bounced: row.bounced,
  city: row.city,
  country: row.country,
  deviceType: row.deviceType,
  operatingSystem: row.operatingSystem,
  browser: row.browser,
  browserVersion: row.browserVersion,
  referrerDomain: row.referrerDomain,
  totalDuration: row.totalDuration,
  pageViews: row.pageViews,
  interactions: row.interactions,
  uniquePages: row.uniquePages,
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
});

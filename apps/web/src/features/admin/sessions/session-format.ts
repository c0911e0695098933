import {
  analyticsMessages,
  formatDuration,
  formatSessionDuration,
  type SessionAnalytics,
  type SessionSummary,
} from '@advance/contracts';
import { nameOrEmail } from '../../../lib/person-name';

/** Shown where a value is unknown, instead of an empty cell. */
export const NONE = '—';

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
export const countText = (n: number) => n.toLocaleString('en-US');

/** Issue 20: the average as people say it ("3 min 20 s"), not "0.0 min". */
export const averageDurationText = (
  summary: Pick<SessionSummary, 'avgDuration' | 'totalSessions'>,
) =>
  summary.totalSessions === 0
    ? analyticsMessages.durationNoSessions
    : formatDuration(summary.avgDuration);

/** A page's average time, or a dash when no view of it reported one. */
export const timeOnPageText = (seconds: number | null) =>
  seconds === null ? NONE : formatDuration(seconds);

/** Spec part 2: the conversion rate to one decimal, "66.7%". */
export const percentText = (percent: number) => `${oneDecimal.format(percent)}%`;

/** A session's length ("1 h 5 min"); a one-page visit says "single page" (issue 20). */
export const durationText = (session: Pick<SessionAnalytics, 'totalDuration' | 'pageViews'>) =>
  formatSessionDuration(session);

const utcDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
});

/** A UTC calendar day ("2026-11-19") as "Nov 19", read in UTC so no zone moves it. */
export const dayText = (day: string) => utcDayFormat.format(new Date(`${day}T00:00:00Z`));

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const visitorText = (session: SessionAnalytics) =>
  session.user ? nameOrEmail(session.user) : analyticsMessages.visitor;

export function deviceText(session: SessionAnalytics): string {
  const browser = [session.browser, session.browserVersion].filter(Boolean).join(' ');
  const parts = [
    session.deviceType ? capitalized(session.deviceType) : null,
    session.operatingSystem,
    browser || null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : NONE;
}

export function locationText(session: SessionAnalytics): string {
  const parts = [session.city, session.country].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : NONE;
}

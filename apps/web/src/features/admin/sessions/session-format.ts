import { analyticsMessages, type SessionAnalytics } from '@advance/contracts';
import { nameOrEmail } from '../../../lib/person-name';

/** Shown where a value is unknown, instead of an empty cell. */
export const NONE = '—';

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
export const countText = (n: number) => n.toLocaleString('en-US');

/** Spec part 2: durations on the cards in minutes, "2.8 min". */
export const minutesText = (seconds: number | null) =>
  seconds === null ? NONE : `${oneDecimal.format(seconds / 60)} ${analyticsMessages.minutesUnit}`;

/** Spec part 2: the conversion rate to one decimal, "66.7%". */
export const percentText = (percent: number) => `${oneDecimal.format(percent)}%`;

/** A session's length as "4m 05s"; a session still open has none yet. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return NONE;
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes}m ${rest}s` : `${seconds}s`;
}

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

import {
  DEFAULT_LOCALE,
  formatUsd,
  isStaffRole,
  LOCALE_TAGS,
  type Locale,
  type Role,
} from '@advance/contracts';

/**
 * Issue 20: the language of a person's e-mails. A customer's are in their account's language
 * (users.locale); staff e-mails stay English, whatever the staff member chose on screen.
 */
export function mailLocaleOf(user: {
  role?: Role | undefined;
  locale?: Locale | undefined;
}): Locale {
  if (user.role && isStaffRole(user.role)) return DEFAULT_LOCALE;
  return user.locale ?? DEFAULT_LOCALE;
}

const longDates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date (YYYY-MM-DD) as the reader writes it: English mails keep the spec's
 * YYYY-MM-DD; Spanish ones say "5 de diciembre de 2026" (es-US long date). Anything that is
 * not a date is left as it is.
 */
export function mailDate(locale: Locale, ymd: string): string {
  if (locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
    longDates.set(locale, format);
  }
  const date = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : format.format(date);
}

/** A moment in UTC (the reader's zone is not known): "2026-12-05 15:04 UTC" / "5 de diciembre de 2026, 15:04 UTC". */
export function mailMoment(locale: Locale, at: Date): string {
  const iso = at.toISOString();
  if (locale === 'en') return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  return `${mailDate(locale, iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/** Dollars for the reader's locale ("$5,000", "$15.50"). */
export const mailMoney = (locale: Locale, dollars: number): string =>
  formatUsd(dollars, LOCALE_TAGS[locale]);

/**
 * The Social Security payment calendar: federal holidays as observed, business days and the
 * benefit dates of the five schedules. Dates are plain YYYY-MM-DD strings and all arithmetic is
 * done on UTC day numbers, so the machine's time zone never matters (only `todayInNewYork`
 * looks at a clock). The eleven holidays are a small rule table (5 U.S.C. §6103 and the OPM
 * rule for weekends), tested year by year in calendar.test.ts.
 */
import type { BenefitSchedule } from './benefit-schedule';
import {
  benefitDayNumber,
  isBusinessDayNumber,
  MS_PER_DAY,
  observedDayNumbers,
  precedingBusinessDayNumber,
} from './day-numbers';

/** A calendar date, YYYY-MM-DD, with no time zone. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days since 1970-01-01 (UTC) of a YYYY-MM-DD date; throws a RangeError for anything else. */
export function toDayNumber(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** The YYYY-MM-DD date of a day number (days since 1970-01-01). */
export function fromDayNumber(dayNumber: number): IsoDate {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** `n` calendar days after `date` (before it when `n` is negative). */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + n);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/**
 * The eleven federal holidays of `year`, as observed (Saturday → Friday before, Sunday → Monday
 * after), in date order. Always eleven: when New Year's Day of `year` is a Saturday its observed
 * date is December 31 of the year before, which is listed here (so `observedFederalHolidays(2028)`
 * starts with 2027-12-31); `isBusinessDay` looks at both years.
 */
export function observedFederalHolidays(year: number): IsoDate[] {
  if (!Number.isInteger(year)) throw new RangeError(`Not a year: ${year}`);
  return observedDayNumbers(year).map(fromDayNumber);
}

/** Monday–Friday and not an observed federal holiday. */
export function isBusinessDay(date: IsoDate): boolean {
  return isBusinessDayNumber(toDayNumber(date));
}

/** `date` moved back to the nearest business day (itself when it is one). */
export function precedingBusinessDay(date: IsoDate): IsoDate {
  return fromDayNumber(precedingBusinessDayNumber(toDayNumber(date)));
}

/**
 * `n` business days after `date` (before it when `n` is negative; `date` itself for 0). `date`
 * need not be a business day: the first business day after it is day 1.
 */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  let d = toDayNumber(date);
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0; ) {
    d += step;
    if (isBusinessDayNumber(d)) left -= 1;
  }
  return fromDayNumber(d);
}

/**
 * The benefit date of `schedule` for the benefit month `year`-`month` (1–12), after moving for
 * weekends and holidays. It can fall in the month before (SSI for March 2026: 2026-02-27).
 */
export function benefitDateFor(schedule: BenefitSchedule, year: number, month: number): IsoDate {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  return fromDayNumber(benefitDayNumber(schedule, year, month));
}

/**
 * The next `count` benefit (payment) dates on or after `from`, in order. Payment dates of
 * successive benefit months are strictly increasing (a date moves back a few days at most),
 * so walking benefit months from `from`'s month on gives each date once: the month before
 * `from`'s month always pays before `from`, and a later month paid early (SSI for January on
 * December 31) is included in its place.
 */
export function nextBenefitDates(
  schedule: BenefitSchedule,
  from: IsoDate,
  count: number,
): IsoDate[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count: ${count}`);
  const start = toDayNumber(from);
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const dates: IsoDate[] = [];
  for (let i = 0; dates.length < count; i += 1) {
    const monthIndex = fromMonth - 1 + i;
    const day = benefitDayNumber(
      schedule,
      fromYear + Math.floor(monthIndex / 12),
      (monthIndex % 12) + 1,
    );
    if (day >= start) dates.push(fromDayNumber(day));
  }
  return dates;
}

// Built on first use (see money-format.ts: a first Intl call is costly at page start-up).
let newYorkDate: Intl.DateTimeFormat | undefined;

/** Today's date in America/New_York (the product's business day). */
export function todayInNewYork(now: Date = new Date()): IsoDate {
  newYorkDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = newYorkDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Day-number arithmetic behind calendar.ts (days since 1970-01-01, UTC), kept apart so that
 * representativeTermDays can walk decades of days without string conversions. Internal to
 * pricing: not exported from the package.
 */
import type { BenefitSchedule } from './benefit-schedule';

export const MS_PER_DAY = 86_400_000;

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** The day number of `year`-`month`-`day` (day 0 = the last day of the month before). */
export function dayNumberOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** The `n`th (1-based) `weekday` (0 = Sunday) of `year`-`month`. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = dayNumberOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1);
}

/** The last `weekday` of `year`-`month`. */
export function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayNumberOf(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/** Saturday → the Friday before, Sunday → the Monday after. */
export function observed(dayNumber: number): number {
  const weekday = weekdayOf(dayNumber);
  if (weekday === 6) return dayNumber - 1;
  if (weekday === 0) return dayNumber + 1;
  return dayNumber;
}

const MON = 1;
const THU = 4;

/**
 * The eleven federal holidays of `year` (5 U.S.C. §6103), as observed. The table is the law as of
 * 2021 (Juneteenth was added that year); applied to earlier years it is only a calendar pattern.
 */
export function observedDayNumbers(year: number): number[] {
  return [
    observed(dayNumberOf(year, 1, 1)), // New Year's Day
    nthWeekday(year, 1, MON, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MON, 3), // Washington's Birthday
    lastWeekday(year, 5, MON), // Memorial Day
    observed(dayNumberOf(year, 6, 19)), // Juneteenth National Independence Day
    observed(dayNumberOf(year, 7, 4)), // Independence Day
    nthWeekday(year, 9, MON, 1), // Labor Day
    nthWeekday(year, 10, MON, 2), // Columbus Day
    observed(dayNumberOf(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, THU, 4), // Thanksgiving Day
    observed(dayNumberOf(year, 12, 25)), // Christmas Day
  ];
}

const holidaysByYear = new Map<number, ReadonlySet<number>>();

/** Observed holidays falling in calendar year `year` (incl. next New Year's Day observed on Dec 31). */
export function holidaysIn(year: number): ReadonlySet<number> {
  let set = holidaysByYear.get(year);
  if (!set) {
    const start = dayNumberOf(year, 1, 1);
    const end = dayNumberOf(year, 12, 31);
    set = new Set(
      [...observedDayNumbers(year), ...observedDayNumbers(year + 1)].filter(
        (d) => d >= start && d <= end,
      ),
    );
    holidaysByYear.set(year, set);
  }
  return set;
}

/** Monday–Friday and not an observed federal holiday. */
export function isBusinessDayNumber(dayNumber: number): boolean {
  const weekday = weekdayOf(dayNumber);
  if (weekday === 0 || weekday === 6) return false;
  const year = new Date(dayNumber * MS_PER_DAY).getUTCFullYear();
  return !holidaysIn(year).has(dayNumber);
}

/** `dayNumber` or the nearest business day before it. */
export function precedingBusinessDayNumber(dayNumber: number): number {
  let d = dayNumber;
  while (!isBusinessDayNumber(d)) d -= 1;
  return d;
}

/** The nominal (unmoved) payment day of `schedule` in `year`-`month`. */
export function nominalDayNumber(schedule: BenefitSchedule, year: number, month: number): number {
  switch (schedule) {
    case 'second_wednesday':
      return nthWeekday(year, month, 3, 2);
    case 'third_wednesday':
      return nthWeekday(year, month, 3, 3);
    case 'fourth_wednesday':
      return nthWeekday(year, month, 3, 4);
    case 'third_of_month':
      return dayNumberOf(year, month, 3);
    case 'first_of_month':
      return dayNumberOf(year, month, 1);
  }
}

/** The payment day of `schedule` for a benefit month, moved back to a business day. */
export function benefitDayNumber(schedule: BenefitSchedule, year: number, month: number): number {
  return precedingBusinessDayNumber(nominalDayNumber(schedule, year, month));
}

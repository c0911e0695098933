import { format, isValid, parseISO } from 'date-fns';

/** Spec part 9: US formats everywhere. */
export const DATE_FORMAT = 'MMM dd, yyyy';
export const TIME_FORMAT = 'h:mm a';

type DateInput = Date | string | number;

/**
 * ISO strings go through parseISO so a date-only value ("2024-12-03") is that day in the
 * reader's zone; `new Date("2024-12-03")` would be UTC midnight, the previous day in the US.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const parsed = parseISO(value);
  return isValid(parsed) ? parsed : new Date(value);
}

/** "Dec 03, 2024"; an unreadable value gives an empty string rather than "Invalid Date". */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return isValid(date) ? format(date, DATE_FORMAT) : '';
}

/** "3:07 PM". */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return isValid(date) ? format(date, TIME_FORMAT) : '';
}

/** "Dec 03, 2024 at 3:07 PM". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return isValid(date) ? `${format(date, DATE_FORMAT)} at ${format(date, TIME_FORMAT)}` : '';
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$5,000" for whole dollars, "$15.50" otherwise. */
export function formatUsd(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

/** The server keeps money in integer cents (DESIGN §4.2). */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** An APR as the disclosure shows it: two decimals and a percent sign ("37.63%"). */
export function formatApr(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

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

const US_ENGLISH = 'en-US';

/**
 * Issue 20: another language's dates through Intl ("03 dic 2024", "3:07 p. m."), so no
 * date-fns locale is bundled; US English keeps the spec's exact formats below.
 */
const intlFormat = (date: Date, localeTag: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeTag, options).format(date);

/** "Dec 03, 2024"; an unreadable value gives an empty string rather than "Invalid Date". */
export function formatDate(value: DateInput, localeTag = US_ENGLISH): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  if (localeTag !== US_ENGLISH)
    return intlFormat(date, localeTag, { day: '2-digit', month: 'short', year: 'numeric' });
  return format(date, DATE_FORMAT);
}

/** "3:07 PM". */
export function formatTime(value: DateInput, localeTag = US_ENGLISH): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  if (localeTag !== US_ENGLISH)
    return intlFormat(date, localeTag, { hour: 'numeric', minute: '2-digit' });
  return format(date, TIME_FORMAT);
}

/** "Dec 03, 2024 at 3:07 PM". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return isValid(date) ? `${format(date, DATE_FORMAT)} at ${format(date, TIME_FORMAT)}` : '';
}

import { isSameDay } from 'date-fns';
import { formatDate, formatTime, toDate } from '../../lib/format';

/** Puts a date and a time together; English says "Dec 03, 2024 at 3:07 PM". */
export type JoinDateTime = (date: string, time: string) => string;

const US_ENGLISH = 'en-US';
const englishJoin: JoinDateTime = (date, time) => `${date} at ${time}`;

/**
 * A date and its time in the reader's language (issue 20): US English keeps the spec's
 * "Dec 03, 2024 at 3:07 PM"; Spanish is "03 dic 2024, 3:07 p. m." with the catalog's `join`.
 * An unreadable value gives an empty string.
 */
export function formatDateAndTime(
  value: string,
  localeTag: string = US_ENGLISH,
  join: JoinDateTime = englishJoin,
): string {
  const date = formatDate(value, localeTag);
  return date ? join(date, formatTime(value, localeTag)) : '';
}

/** "3:07 PM" for today's messages, "Dec 03, 2024 at 3:07 PM" for older ones. */
export function formatMessageTime(
  createdAt: string,
  now: Date = new Date(),
  localeTag: string = US_ENGLISH,
  join: JoinDateTime = englishJoin,
): string {
  return isSameDay(toDate(createdAt), now)
    ? formatTime(createdAt, localeTag)
    : formatDateAndTime(createdAt, localeTag, join);
}

import { isSameDay } from 'date-fns';
import { formatDateTime, formatTime, toDate } from '../../lib/format';

/** "3:07 PM" for today's messages, "Dec 03, 2024 at 3:07 PM" for older ones. */
export function formatMessageTime(createdAt: string, now: Date = new Date()): string {
  return isSameDay(toDate(createdAt), now) ? formatTime(createdAt) : formatDateTime(createdAt);
}

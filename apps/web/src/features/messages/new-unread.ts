import type { InboxMessage } from '@advance/contracts';

type Listed = Pick<InboxMessage, 'id' | 'status'>;

export function unreadCount(messages: readonly Listed[]): number {
  return messages.reduce((count, message) => count + (message.status === 'unread' ? 1 : 0), 0);
}

/**
 * Unread messages the customer has not been shown before: ids absent from every earlier
 * fetch. `seen` is null before the first fetch, so what is already waiting when the page
 * opens is not announced as "new" (the N new badge shows it). Going by ids rather than by
 * the unread count keeps the customer's own reading, and a message read elsewhere while a
 * new one arrives, from hiding or faking an arrival.
 */
export function newUnreadSince<M extends Listed>(
  seen: ReadonlySet<string> | null,
  messages: readonly M[],
): M[] {
  if (seen === null) return [];
  return messages.filter((message) => message.status === 'unread' && !seen.has(message.id));
}

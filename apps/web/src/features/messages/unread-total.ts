import type { Conversation, InboxMessage } from '@advance/contracts';
import { unreadCount } from './new-unread';

/**
 * Issue 20: what the Messages link counts, both inboxes together: Message Center messages
 * not yet opened plus chat messages from staff not yet read (the chat counters the live
 * channel keeps current).
 */
export function unreadTotal(
  inbox: readonly Pick<InboxMessage, 'id' | 'status'>[] | undefined,
  conversations: readonly Pick<Conversation, 'unreadByUser'>[] | undefined,
): number {
  const chat = (conversations ?? []).reduce((sum, c) => sum + c.unreadByUser, 0);
  return unreadCount(inbox ?? []) + chat;
}

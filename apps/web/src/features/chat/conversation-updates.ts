import type {
  AdminConversation,
  Conversation,
  ConversationMessage,
  ConversationWithMessages,
  ReadReceipt,
  SenderType,
} from '@advance/contracts';
import { adopt, pendingCopyOf, withoutMessage } from './optimistic-messages';

/** What a read receipt (live, or the answer to markRead) says. */
export type { ReadReceipt };

/**
 * Pure updates of cached conversations. Each returns its argument unchanged (the same
 * object) when there is nothing to do, so React Query keeps the old data and nothing
 * re-renders: a live event for a message already on screen is a no-op.
 */

/** The counter of the side that has not read `senderType`'s messages yet. */
const unreadCounterFor = (senderType: SenderType) =>
  senderType === 'user' ? 'unreadByAdmin' : 'unreadByUser';

/** Server order: oldest first, by time then id. */
const byCreated = (a: ConversationMessage, b: ConversationMessage) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Latest activity and the reader's unread count after `message` arrived. */
function withActivity<T extends Conversation>(conversation: T, message: ConversationMessage): T {
  const counter = unreadCounterFor(message.senderType);
  const newest =
    conversation.lastMessageAt === null || message.createdAt >= conversation.lastMessageAt;
  return {
    ...conversation,
    ...(newest ? { lastMessageAt: message.createdAt, lastMessageBy: message.senderType } : {}),
    [counter]: conversation[counter] + (message.isRead ? 0 : 1),
  };
}

/**
 * Adds `message` to an open conversation, once: a message already there is ignored, and
 * one that confirms an optimistic copy takes that copy's place.
 */
export function withMessage(
  conversation: ConversationWithMessages,
  message: ConversationMessage,
): ConversationWithMessages {
  if (message.conversationId !== conversation.id) return conversation;
  if (conversation.messages.some((m) => m.id === message.id)) return conversation;
  const copy = pendingCopyOf(conversation.messages, message);
  const messages =
    copy === -1
      ? [...conversation.messages, message].sort(byCreated)
      : conversation.messages.map((m, i) => (i === copy ? adopt(m, message) : m));
  return { ...withActivity(conversation, message), messages };
}

/**
 * The send call answered: its message replaces the optimistic copy `pendingId`. The live
 * event may have been faster and placed it already; then only the copy goes.
 */
export function confirmPending(
  conversation: ConversationWithMessages,
  pendingId: string,
  message: ConversationMessage,
): ConversationWithMessages {
  const index = conversation.messages.findIndex((m) => m.id === pendingId);
  const pending = conversation.messages[index];
  if (!pending) return withMessage(conversation, message);
  if (conversation.messages.some((m) => m.id === message.id)) {
    return withoutMessage(conversation, pendingId);
  }
  const messages = conversation.messages.map((m, i) => (i === index ? adopt(pending, message) : m));
  return { ...withActivity(conversation, message), messages };
}

/** Whose messages a receipt is about, when any of them is among `messages`. */
export function receiptSide(
  messages: readonly ConversationMessage[],
  receipt: ReadReceipt,
): SenderType | null {
  const ids = new Set(receipt.messageIds);
  return messages.find((m) => ids.has(m.id))?.senderType ?? null;
}

/**
 * Marks the receipt's messages read. The server marks every unread message of one side at
 * once, so that side's unread counter is 0 afterwards.
 */
export function withReceipt(
  conversation: ConversationWithMessages,
  receipt: ReadReceipt,
): ConversationWithMessages {
  const side = receiptSide(conversation.messages, receipt);
  if (side === null) return conversation;
  const ids = new Set(receipt.messageIds);
  let changed = false;
  const messages = conversation.messages.map((m) => {
    if (!ids.has(m.id) || m.isRead) return m;
    changed = true;
    return { ...m, isRead: true, readAt: receipt.readAt };
  });
  const counter = unreadCounterFor(side);
  if (!changed && conversation[counter] === 0) return conversation;
  return { ...conversation, [counter]: 0, messages };
}

/**
 * A list entry after a new message. `null` when the conversation is not in the list (a new
 * one): the caller fetches the list again. A message no newer than the entry's last
 * activity was already counted when the list was read, and changes nothing.
 */
export function listWithMessage<T extends Conversation>(
  list: readonly T[],
  message: ConversationMessage,
): T[] | null {
  const index = list.findIndex((c) => c.id === message.conversationId);
  const entry = list[index];
  if (!entry) return null;
  if (entry.lastMessageAt !== null && entry.lastMessageAt >= message.createdAt) return list as T[];
  const updated: T = withActivity(entry, message);
  if ('lastMessage' in entry) Object.assign(updated, { lastMessage: message });
  return list.map((c, i) => (i === index ? updated : c));
}

/**
 * A list entry after a receipt from `side`'s messages: that side's count goes to 0 and the
 * preview, if it is one of the messages, shows as read.
 */
export function listWithReceipt<T extends Conversation | AdminConversation>(
  list: readonly T[],
  conversationId: string,
  side: SenderType,
  receipt: ReadReceipt,
): T[] {
  const counter = unreadCounterFor(side);
  const ids = new Set(receipt.messageIds);
  let changed = false;
  const next = list.map((entry) => {
    if (entry.id !== conversationId) return entry;
    const last = 'lastMessage' in entry ? entry.lastMessage : null;
    const lastRead = last !== null && ids.has(last.id) && !last.isRead;
    if (entry[counter] === 0 && !lastRead) return entry;
    changed = true;
    return {
      ...entry,
      [counter]: 0,
      ...(lastRead ? { lastMessage: { ...last, isRead: true, readAt: receipt.readAt } } : {}),
    };
  });
  return changed ? next : (list as T[]);
}

/** A conversation's unread counters as the server stored them with a message. */
export interface UnreadCounters {
  unreadByAdmin: number;
  unreadByUser: number;
}

/**
 * Sets the server's counters on `conversation` when it is the one they belong to: a live
 * event carries them, so the client takes them instead of counting (and a message this tab
 * already showed, or one older than the list, still brings the count up to date).
 */
export function withCounters<T extends Conversation>(
  conversation: T,
  conversationId: string,
  counters: UnreadCounters,
): T {
  if (conversation.id !== conversationId) return conversation;
  if (
    conversation.unreadByAdmin === counters.unreadByAdmin &&
    conversation.unreadByUser === counters.unreadByUser
  )
    return conversation;
  return { ...conversation, ...counters };
}

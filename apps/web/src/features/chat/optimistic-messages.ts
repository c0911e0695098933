import type { ConversationMessage, ConversationWithMessages, SenderType } from '@advance/contracts';

/** Ids of messages shown before the server confirmed them; real ids never look like this. */
const PENDING_PREFIX = 'pending:';

/**
 * A cached message may carry the key of the optimistic copy it replaced: the list keeps
 * rendering it under that key, so the same element stays (no flicker, and the log does not
 * announce the message a second time).
 */
type KeyedMessage = ConversationMessage & { localKey?: string };

export const isPendingMessage = (message: Pick<ConversationMessage, 'id'>): boolean =>
  message.id.startsWith(PENDING_PREFIX);

/** The React key of a message in the list. */
export function messageKey(message: ConversationMessage): string {
  return 'localKey' in message && typeof message.localKey === 'string'
    ? message.localKey
    : message.id;
}

/** The optimistic copy of a message being sent. */
export function pendingMessage({
  conversationId,
  content,
  senderType,
  key,
  now,
}: {
  conversationId: string;
  content: string;
  senderType: SenderType;
  /** Unique within the page (a counter). */
  key: number;
  now: Date;
}): ConversationMessage {
  return {
    id: `${PENDING_PREFIX}${key}`,
    conversationId,
    content,
    senderType,
    senderId: null,
    createdAt: now.toISOString(),
    isRead: false,
    readAt: null,
    title: null,
    type: null,
  };
}

/** Shows the optimistic copy at the end of the conversation. */
export function withPending(
  conversation: ConversationWithMessages,
  pending: ConversationMessage,
): ConversationWithMessages {
  return { ...conversation, messages: [...conversation.messages, pending] };
}

/** The real message in place of its copy, keeping the copy's key. */
export const adopt = (
  pending: ConversationMessage,
  message: ConversationMessage,
): KeyedMessage => ({
  ...message,
  localKey: messageKey(pending),
});

/**
 * The pending copy a just-arrived message confirms: same side, same text, still pending.
 * The live event of one's own message often arrives before the send call answers.
 */
export function pendingCopyOf(
  messages: readonly ConversationMessage[],
  message: ConversationMessage,
): number {
  return messages.findIndex(
    (m) =>
      isPendingMessage(m) && m.senderType === message.senderType && m.content === message.content,
  );
}

/** Rollback: the copy of a message the server refused leaves the list. */
export function withoutMessage(
  conversation: ConversationWithMessages,
  id: string,
): ConversationWithMessages {
  const messages = conversation.messages.filter((m) => m.id !== id);
  return messages.length === conversation.messages.length
    ? conversation
    : { ...conversation, messages };
}

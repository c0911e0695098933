import type { Conversation, ConversationMessage } from '@advance/contracts';
import type { ConversationMessageRow, ConversationRow } from '@advance/db';

/** The API's view of a conversation: ISO times, counters as they are stored. */
export const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  userId: row.userId,
  applicationId: row.applicationId,
  title: row.title,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  lastMessageBy: row.lastMessageBy,
  unreadByAdmin: row.unreadByAdmin,
  unreadByUser: row.unreadByUser,
  createdAt: row.createdAt.toISOString(),
});

/** Content is plain text, returned exactly as written: the client never renders it as HTML. */
export const toConversationMessage = (
  row: Omit<ConversationMessageRow, 'idempotencyKey'>,
): ConversationMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  content: row.content,
  senderType: row.senderType,
  senderId: row.senderId,
  createdAt: row.createdAt.toISOString(),
  isRead: row.isRead,
  readAt: row.readAt?.toISOString() ?? null,
  title: row.title,
  type: row.type,
});

import type { ConversationMessage, SenderType } from '@advance/contracts';
import {
  type ConversationMessageRow,
  type ConversationRow,
  type Db,
  findConversationMessageByKey,
  insertConversationMessage,
  insertConversationMessageOnce,
  inTransaction,
  recordConversationMessage,
} from '@advance/db';
import type { CoreDeps } from '../deps';
import { announceChatEvent } from './announce-chat-event';
import { conversationNotFound } from './conversation-access';
import { toConversationMessage } from './to-conversation';

export interface ChatMessageDraft {
  content: string;
  senderType: SenderType;
  senderId: string;
  /** Shown bold above the content (staff messages sent with a title). */
  title: string | null;
  type: ConversationMessage['type'];
  /** The sender's name for this write: a second append with it stores nothing new. */
  idempotencyKey?: string | undefined;
}

export interface ChatMessageAppend {
  /** Runs first in the transaction: finds and locks, or opens, the conversation. */
  conversation: (db: Db) => Promise<ConversationRow>;
  message: ChatMessageDraft;
  /** What else the same transaction writes about the new message (an activity row). */
  alongside?: (db: Db, conversation: ConversationRow, row: ConversationMessageRow) => Promise<void>;
}

export interface AppendedChatMessage {
  /** The conversation after the message: its last activity and unread counters. */
  conversation: ConversationRow;
  message: ConversationMessage;
  /**
   * false: a concurrent append with the same idempotency key stored first; `message` is
   * that one, nothing was written and nothing announced (the caller checks it matches).
   */
  created: boolean;
}

/**
 * The one way a message enters a conversation (chat send, staff start, review): in one
 * transaction the message, the conversation's last activity and the other side's unread
 * counter, and whatever the caller writes alongside; after the commit the owner and staff
 * hear of it, with the counters as they now stand.
 */
export async function appendChatMessage(
  deps: CoreDeps,
  append: ChatMessageAppend,
): Promise<AppendedChatMessage> {
  const { idempotencyKey: key, ...fields } = append.message;
  const written = await inTransaction(deps.db, async (db) => {
    const conversation = await append.conversation(db);
    const draft = { ...fields, conversationId: conversation.id };
    const row = key
      ? await insertConversationMessageOnce(db, { ...draft, idempotencyKey: key })
      : await insertConversationMessage(db, draft);
    if (!row) return { conversation, row: null };
    const updated = await recordConversationMessage(db, conversation.id, {
      senderType: row.senderType,
      createdAt: row.createdAt,
    });
    await append.alongside?.(db, updated, row);
    return { conversation: updated, row };
  });

  if (!written.row) {
    const first = key && (await findConversationMessageByKey(deps.db, fields.senderId, key));
    if (!first) throw conversationNotFound();
    return {
      conversation: written.conversation,
      message: toConversationMessage(first),
      created: false,
    };
  }
  const { conversation } = written;
  const message = toConversationMessage(written.row);
  await announceChatEvent(deps, conversation.userId, {
    type: 'new_message',
    conversationId: conversation.id,
    message,
    unreadByAdmin: conversation.unreadByAdmin,
    unreadByUser: conversation.unreadByUser,
  });
  return { conversation, message, created: true };
}

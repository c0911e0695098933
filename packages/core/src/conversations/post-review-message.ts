import { type ConversationMessage, SUPPORT_CONVERSATION_TITLE } from '@advance/contracts';
import {
  insertConversation,
  insertConversationMessage,
  inTransaction,
  lockApplication,
  lockConversationOfApplication,
  recordConversationMessage,
} from '@advance/db';
import type { CoreDeps } from '../deps';
import { announceChatEvent } from './announce-chat-event';
import { toConversationMessage } from './to-conversation';

export interface ReviewMessage {
  /** The applicant (the application's owner). */
  userId: string;
  applicationId: string;
  /** The reviewing staff member. */
  senderId: string;
  title: string;
  content: string;
}

/**
 * A review's message also reaches the applicant's chat, tagged Application Review: in
 * their conversation about that application, opened when they have none yet.
 */
export async function postReviewMessage(
  deps: CoreDeps,
  review: ReviewMessage,
): Promise<ConversationMessage> {
  const { ownerId, message } = await inTransaction(deps.db, async (db) => {
    // Two reviews at once must not each open a conversation for the same application.
    await lockApplication(db, review.applicationId);
    const conversation =
      (await lockConversationOfApplication(db, review.userId, review.applicationId)) ??
      (await insertConversation(db, {
        userId: review.userId,
        applicationId: review.applicationId,
        title: SUPPORT_CONVERSATION_TITLE,
      }));
    const row = await insertConversationMessage(db, {
      conversationId: conversation.id,
      content: review.content,
      senderType: 'admin',
      senderId: review.senderId,
      title: review.title,
      type: 'application',
    });
    await recordConversationMessage(db, conversation.id, {
      senderType: 'admin',
      createdAt: row.createdAt,
    });
    return { ownerId: conversation.userId, message: toConversationMessage(row) };
  });
  await announceChatEvent(deps, ownerId, {
    type: 'new_message',
    conversationId: message.conversationId,
    message,
  });
  return message;
}

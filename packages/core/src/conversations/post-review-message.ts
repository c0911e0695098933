import { type ConversationMessage, SUPPORT_CONVERSATION_TITLE } from '@advance/contracts';
import { insertConversation, lockApplication, lockConversationOfApplication } from '@advance/db';
import type { CoreDeps } from '../deps';
import { appendChatMessage } from './append-chat-message';

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
  const { message } = await appendChatMessage(deps, {
    conversation: async (db) => {
      // Two reviews at once must not each open a conversation for the same application.
      await lockApplication(db, review.applicationId);
      return (
        (await lockConversationOfApplication(db, review.userId, review.applicationId)) ??
        (await insertConversation(db, {
          userId: review.userId,
          applicationId: review.applicationId,
          title: SUPPORT_CONVERSATION_TITLE,
        }))
      );
    },
    message: {
      content: review.content,
      senderType: 'admin',
      senderId: review.senderId,
      title: review.title,
      type: 'application',
    },
  });
  return message;
}

import { type ConversationMessage, chatMessages, isStaffRole } from '@advance/contracts';
import { insertConversationMessage, inTransaction, recordConversationMessage } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { announceChatEvent } from './announce-chat-event';
import {
  accessibleConversation,
  type ChatActor,
  conversationNotFound,
} from './conversation-access';
import { toConversationMessage } from './to-conversation';

/**
 * Adds a message to a conversation: a customer writes as `user` into their own, staff as
 * `admin` into any. The other side's unread counter goes up in the same transaction; the
 * owner and staff hear of it once it committed. Content is stored as the plain text it is.
 */
export async function sendChatMessage(
  deps: CoreDeps,
  actor: ChatActor,
  input: { conversationId: string; content: string },
): Promise<ConversationMessage> {
  const content = input.content.trim();
  if (!content) {
    throw new DomainError('BAD_REQUEST', chatMessages.contentRequired, {
      fieldErrors: { content: chatMessages.contentRequired },
    });
  }
  if (!isUuid(input.conversationId)) throw conversationNotFound();
  await consumeLimit(
    deps.db,
    `chat:user:${actor.id}`,
    rateRules.chatMessagesPerUser,
    deps.now(),
    chatMessages.tooFast,
  );
  const senderType = isStaffRole(actor.role) ? 'admin' : 'user';

  const { ownerId, message } = await inTransaction(deps.db, async (db) => {
    const conversation = await accessibleConversation(db, actor, input.conversationId, {
      lock: true,
    });
    const row = await insertConversationMessage(db, {
      conversationId: conversation.id,
      content,
      senderType,
      senderId: actor.id,
      title: null,
      type: null,
    });
    await recordConversationMessage(db, conversation.id, {
      senderType,
      createdAt: row.createdAt,
    });
    // Staff words to a customer are audited (issue 11); the text itself stays in the chat.
    if (senderType === 'admin') {
      await logActivity(db, {
        actorId: actor.id,
        action: activityActions.chatMessageSentByStaff,
        targetType: 'conversation',
        targetId: conversation.id,
        details: { messageId: row.id, customerId: conversation.userId },
      });
    }
    return { ownerId: conversation.userId, message: toConversationMessage(row) };
  });
  await announceChatEvent(deps, ownerId, {
    type: 'new_message',
    conversationId: message.conversationId,
    message,
  });
  return message;
}

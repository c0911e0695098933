import { type ConversationMessage, chatMessages, isStaffRole } from '@advance/contracts';
import { findConversationMessageByKey } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { appendChatMessage } from './append-chat-message';
import {
  accessibleConversation,
  type ChatActor,
  conversationNotFound,
} from './conversation-access';
import { toConversationMessage } from './to-conversation';

/**
 * A resent send (same sender, same key) answers with the message the first one stored and
 * announces nothing; the same key on a different message is refused.
 */
function replayOf(
  earlier: ConversationMessage,
  input: { conversationId: string },
  content: string,
): ConversationMessage {
  if (earlier.conversationId !== input.conversationId || earlier.content !== content)
    throw new DomainError('UNPROCESSABLE_CONTENT', chatMessages.idempotencyKeyReused);
  return earlier;
}

/**
 * Adds a message to a conversation: a customer writes as `user` into their own, staff as
 * `admin` into any. The other side's unread counter goes up in the same transaction; the
 * owner and staff hear of it once it committed. Content is stored as the plain text it is.
 * With an idempotency key, a send whose answer was lost can be sent again safely.
 */
export async function sendChatMessage(
  deps: CoreDeps,
  actor: ChatActor,
  input: { conversationId: string; content: string; idempotencyKey?: string | undefined },
): Promise<ConversationMessage> {
  const content = input.content.trim();
  if (!content) {
    throw new DomainError('BAD_REQUEST', chatMessages.contentRequired, {
      fieldErrors: { content: chatMessages.contentRequired },
    });
  }
  if (!isUuid(input.conversationId)) throw conversationNotFound();
  const key = input.idempotencyKey;
  // Checked before the rate limit: a retry of a stored send is not a new message.
  const earlier = key && (await findConversationMessageByKey(deps.db, actor.id, key));
  if (earlier) return replayOf(toConversationMessage(earlier), input, content);
  await consumeLimit(
    deps.db,
    `chat:user:${actor.id}`,
    rateRules.chatMessagesPerUser,
    deps.now(),
    chatMessages.tooFast,
  );
  const senderType = isStaffRole(actor.role) ? 'admin' : 'user';

  const appended = await appendChatMessage(deps, {
    conversation: (db) => accessibleConversation(db, actor, input.conversationId, { lock: true }),
    message: {
      content,
      senderType,
      senderId: actor.id,
      title: null,
      type: null,
      idempotencyKey: key,
    },
    // Staff words to a customer are audited (issue 11); the text itself stays in the chat.
    alongside: async (db, conversation, row) => {
      if (senderType !== 'admin') return;
      await logActivity(db, {
        actorId: actor.id,
        action: activityActions.chatMessageSentByStaff,
        targetType: 'conversation',
        targetId: conversation.id,
        details: { messageId: row.id, customerId: conversation.userId },
      });
    },
  });
  // A concurrent twin with the same key stored first: answer with its message.
  if (!appended.created) return replayOf(appended.message, input, content);
  return appended.message;
}

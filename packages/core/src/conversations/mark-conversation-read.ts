import { isStaffRole, type ReadReceipt } from '@advance/contracts';
import { inTransaction, markConversationMessagesRead } from '@advance/db';
import type { CoreDeps } from '../deps';
import { announceChatEvent } from './announce-chat-event';
import { accessibleConversation, type ChatActor } from './conversation-access';

/**
 * The caller's side has read the other side's messages: a customer reads staff messages,
 * staff read the customer's. Their counter goes back to 0; when anything changed, the
 * owner and staff get a read receipt.
 */
export async function markConversationRead(
  deps: CoreDeps,
  actor: ChatActor,
  conversationId: string,
): Promise<ReadReceipt> {
  const readAt = deps.now();
  const writtenBy = isStaffRole(actor.role) ? 'user' : 'admin';
  const { ownerId, id, messageIds } = await inTransaction(deps.db, async (db) => {
    const conversation = await accessibleConversation(db, actor, conversationId, { lock: true });
    return {
      ownerId: conversation.userId,
      id: conversation.id,
      messageIds: await markConversationMessagesRead(db, conversation.id, writtenBy, readAt),
    };
  });
  const receipt = { messageIds, readAt: readAt.toISOString() };
  if (messageIds.length > 0) {
    await announceChatEvent(deps, ownerId, {
      type: 'read_receipt',
      conversationId: id,
      ...receipt,
    });
  }
  return receipt;
}

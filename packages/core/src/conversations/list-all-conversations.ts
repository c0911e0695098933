import type { AdminConversation } from '@advance/contracts';
import { type ConversationListRow, listConversationsPage } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toConversation, toConversationMessage } from './to-conversation';

const toAdminConversation = (row: ConversationListRow): AdminConversation => ({
  ...toConversation(row),
  user: {
    id: row.userId,
    email: row.userEmail,
    firstName: row.userFirstName,
    lastName: row.userLastName,
  },
  lastMessage:
    row.lastId && row.lastContent !== null && row.lastSenderType && row.lastCreatedAt
      ? toConversationMessage({
          id: row.lastId,
          conversationId: row.id,
          content: row.lastContent,
          senderType: row.lastSenderType,
          senderId: row.lastSenderId,
          title: row.lastTitle,
          type: row.lastType,
          isRead: row.lastIsRead ?? false,
          readAt: row.lastReadAt,
          createdAt: row.lastCreatedAt,
        })
      : null,
});

/** Staff Messages tab: every conversation with its customer and last message, one page at a time. */
export async function listAllConversations(
  deps: CoreDeps,
  page: { limit: number; offset: number },
): Promise<{ items: AdminConversation[]; total: number }> {
  const { items, total } = await listConversationsPage(deps.db, page);
  return { items: items.map(toAdminConversation), total };
}

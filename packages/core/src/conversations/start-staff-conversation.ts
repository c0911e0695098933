import {
  applicationMessages,
  type ConversationWithMessages,
  chatMessages,
  type PublicUser,
  STAFF_CONVERSATION_TITLE_PREFIX,
} from '@advance/contracts';
import {
  type Db,
  findApplicationById,
  findUserById,
  insertConversation,
  inTransaction,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { appendChatMessage } from './append-chat-message';
import { toConversation } from './to-conversation';

export interface StaffConversationInput {
  userId: string;
  applicationId?: string | null | undefined;
  /** The dialog's title; stored as the conversation title with the "Message: " prefix. */
  title: string;
  /** The first message, shown with `title` bold above it. */
  content?: string | undefined;
}

/** Spec part 7: titles of conversations staff start read "Message: <title>". */
export const staffConversationTitle = (title: string): string =>
  title.startsWith(STAFF_CONVERSATION_TITLE_PREFIX)
    ? title
    : `${STAFF_CONVERSATION_TITLE_PREFIX}${title}`;

/**
 * Staff only (checked by the transport): the Send Message dialog. Opens a conversation
 * with a user, optionally about one of that user's applications, and posts the first
 * message when there is one; the user hears of it live.
 */
export async function startStaffConversation(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  input: StaffConversationInput,
  meta: RequestMeta,
): Promise<ConversationWithMessages> {
  const user = isUuid(input.userId) ? await findUserById(deps.db, input.userId) : undefined;
  if (!user) throw new DomainError('NOT_FOUND', chatMessages.userNotFound);
  let applicationId: string | null = null;
  if (input.applicationId) {
    const application = isUuid(input.applicationId)
      ? await findApplicationById(deps.db, input.applicationId)
      : undefined;
    if (!application || application.userId !== user.id)
      throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    applicationId = application.id;
  }
  const title = input.title.trim();
  const content = input.content?.trim();

  // Opening and its activity row commit with the first message, when there is one.
  const open = async (db: Db) => {
    const conversation = await insertConversation(db, {
      userId: user.id,
      applicationId,
      title: staffConversationTitle(title),
    });
    await logActivity(db, {
      actorId: actor.id,
      action: activityActions.conversationStartedByStaff,
      targetType: 'user',
      targetId: user.id,
      details: { conversationId: conversation.id, title: conversation.title, applicationId },
      ipAddress: meta.ip,
    });
    return conversation;
  };
  if (!content) {
    const conversation = await inTransaction(deps.db, open);
    return { ...toConversation(conversation), messages: [] };
  }
  const { conversation, message } = await appendChatMessage(deps, {
    conversation: open,
    message: { content, senderType: 'admin', senderId: actor.id, title, type: null },
  });
  return { ...toConversation(conversation), messages: [message] };
}

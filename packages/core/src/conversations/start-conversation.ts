import {
  applicationMessages,
  type ConversationWithMessages,
  chatMessages,
  type PublicUser,
  SUPPORT_CONVERSATION_TITLE,
} from '@advance/contracts';
import { findApplicationById, insertConversation } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { toConversation } from './to-conversation';

/**
 * A customer opens a new support conversation (the chat panel does it on its own when the
 * user has none), optionally about one of their own applications. Starts are limited like
 * messages, on their own counter, so a script cannot fill the table.
 */
export async function startConversation(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  input: { applicationId?: string | null | undefined },
): Promise<ConversationWithMessages> {
  await consumeLimit(
    deps.db,
    `chat-start:user:${actor.id}`,
    rateRules.chatMessagesPerUser,
    deps.now(),
    chatMessages.tooFast,
  );
  let applicationId: string | null = null;
  if (input.applicationId) {
    const application = isUuid(input.applicationId)
      ? await findApplicationById(deps.db, input.applicationId)
      : undefined;
    if (!application || application.userId !== actor.id)
      throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    applicationId = application.id;
  }
  const row = await insertConversation(deps.db, {
    userId: actor.id,
    applicationId,
    title: SUPPORT_CONVERSATION_TITLE,
  });
  return { ...toConversation(row), messages: [] };
}

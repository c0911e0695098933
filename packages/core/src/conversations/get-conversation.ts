import type { ConversationWithMessages } from '@advance/contracts';
import { listConversationMessages } from '@advance/db';
import type { CoreDeps } from '../deps';
import { accessibleConversation, type ChatActor } from './conversation-access';
import { toConversation, toConversationMessage } from './to-conversation';

/** Messages a conversation shows by default, and at most with `includeAll` (spec part 7). */
export const CONVERSATION_RECENT_MESSAGES = 100;
export const CONVERSATION_ALL_MESSAGES_MAX = 5000;

/** One conversation with its latest messages, oldest first. Customers: their own only. */
export async function getConversation(
  deps: CoreDeps,
  actor: ChatActor,
  input: { id: string; includeAll?: boolean | undefined },
): Promise<ConversationWithMessages> {
  const conversation = await accessibleConversation(deps.db, actor, input.id);
  const limit = input.includeAll ? CONVERSATION_ALL_MESSAGES_MAX : CONVERSATION_RECENT_MESSAGES;
  const messages = await listConversationMessages(deps.db, conversation.id, limit);
  return { ...toConversation(conversation), messages: messages.map(toConversationMessage) };
}

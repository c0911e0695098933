import type { Conversation } from '@advance/contracts';
import { listConversationsOfUser } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toConversation } from './to-conversation';

/** A customer has a handful of conversations; the list is bounded anyway. */
export const MY_CONVERSATIONS_MAX = 100;

/** The caller's own conversations, most recent activity first, without messages. */
export const listMyConversations = async (
  deps: CoreDeps,
  userId: string,
): Promise<Conversation[]> =>
  (await listConversationsOfUser(deps.db, userId, MY_CONVERSATIONS_MAX)).map(toConversation);

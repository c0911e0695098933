import { chatMessages, isStaffRole, type PublicUser } from '@advance/contracts';
import { type ConversationRow, type Db, findConversationById, lockConversation } from '@advance/db';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

export type ChatActor = Pick<PublicUser, 'id' | 'role'>;

export const conversationNotFound = () => new DomainError('NOT_FOUND', chatMessages.notFound);

/**
 * A conversation the actor may read and write: staff any, customers only their own.
 * Anyone else's is "not found", not "forbidden", so ids cannot be probed. With `lock`,
 * the row stays locked until the surrounding transaction ends.
 */
export async function accessibleConversation(
  db: Db,
  actor: ChatActor,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ConversationRow> {
  const find = lock ? lockConversation : findConversationById;
  const row = isUuid(id) ? await find(db, id) : undefined;
  if (!row || (!isStaffRole(actor.role) && row.userId !== actor.id)) throw conversationNotFound();
  return row;
}

import { isStaffRole, type PublicUser } from '@advance/contracts';
import { findBroadcastForRecipient, findMessageOfUser } from '@advance/db';
import type { CoreDeps } from '../deps';
import { isUuid } from '../ids';
import type { InboxEntry } from './to-inbox-message';

/**
 * One message of the caller's Message Center (the same rule as listInbox), or undefined
 * when the id is malformed, unknown, or names someone else's message.
 */
export async function findInboxEntry(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'>,
  id: string,
): Promise<InboxEntry | undefined> {
  if (!isUuid(id)) return undefined;
  const direct = await findMessageOfUser(deps.db, id, actor.id);
  if (direct) return { kind: 'direct', row: direct };
  if (isStaffRole(actor.role)) return undefined;
  const broadcast = await findBroadcastForRecipient(deps.db, id, actor.id);
  return broadcast && { kind: 'broadcast', row: broadcast };
}

import type { AdminMessage, BroadcastInput, PublicUser } from '@advance/contracts';
import { findAdminMessage, insertBroadcast, inTransaction } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { toAdminMessage } from './to-inbox-message';

/**
 * Broadcast Message (staff): stored once, whatever the number of customers; each one sees
 * it in their Message Center (see listInbox) and gets a receipt when they open it.
 */
export async function sendBroadcast(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  input: BroadcastInput,
  meta: RequestMeta,
): Promise<AdminMessage> {
  return inTransaction(deps.db, async (db) => {
    const row = await insertBroadcast(db, {
      senderId: actor.id,
      title: input.title,
      content: input.content,
      priority: input.priority,
    });
    await logActivity(db, {
      actorId: actor.id,
      action: activityActions.messageBroadcast,
      targetType: 'broadcast',
      targetId: row.id,
      details: { title: row.title, priority: row.priority },
      ipAddress: meta.ip,
    });
    const stored = await findAdminMessage(db, row.id);
    if (!stored) throw new Error('The broadcast just stored was not found');
    return toAdminMessage(stored);
  });
}

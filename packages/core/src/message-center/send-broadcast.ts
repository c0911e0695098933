import type { AdminMessage, BroadcastInput, PublicUser } from '@advance/contracts';
import {
  findAdminMessage,
  insertBroadcast,
  insertBroadcastRecipients,
  inTransaction,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { toAdminMessage } from './to-inbox-message';

/**
 * Broadcast Message (staff): stored once, whatever the number of customers; each one sees
 * it in their Message Center (see listInbox) and gets a receipt when they open it.
 *
 * Issue 19: with `audience.status` it reaches only the applicants whose latest application
 * has that status now. They are listed in the same transaction, so who gets it is decided
 * once, at sending: a later review neither adds the message to an inbox nor takes it away.
 */
export async function sendBroadcast(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  input: BroadcastInput,
  meta: RequestMeta,
): Promise<AdminMessage> {
  const status = input.audience?.status;
  return inTransaction(deps.db, async (db) => {
    const row = await insertBroadcast(db, {
      senderId: actor.id,
      title: input.title,
      content: input.content,
      priority: input.priority,
      audienceStatus: status ?? null,
    });
    const recipients = status ? await insertBroadcastRecipients(db, row.id, status) : null;
    await logActivity(db, {
      actorId: actor.id,
      action: activityActions.messageBroadcast,
      targetType: 'broadcast',
      targetId: row.id,
      details: {
        title: row.title,
        priority: row.priority,
        audience: status ?? 'all',
        ...(recipients !== null && { recipients }),
      },
      ipAddress: meta.ip,
    });
    const stored = await findAdminMessage(db, row.id);
    if (!stored) throw new Error('The broadcast just stored was not found');
    return toAdminMessage(stored);
  });
}

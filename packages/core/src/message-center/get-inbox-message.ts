import { type InboxMessage, messageCenterMessages, type PublicUser } from '@advance/contracts';
import {
  findMessageOfUser,
  insertBroadcastReceipt,
  listReplies,
  markMessageRead,
} from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { findInboxEntry } from './find-inbox-entry';
import { REPLIES_PER_THREAD_MAX } from './list-inbox';
import { type InboxEntry, withReplies } from './to-inbox-message';

/**
 * Opening marks it read: a direct message once (status read, read time); a broadcast gets
 * the caller's receipt.
 */
async function markRead(deps: CoreDeps, actorId: string, entry: InboxEntry): Promise<InboxEntry> {
  const alreadyRead = entry.kind === 'direct' ? entry.row.status === 'read' : entry.row.readAt;
  if (alreadyRead) return entry;
  const now = deps.now();
  if (entry.kind === 'broadcast') {
    await insertBroadcastReceipt(deps.db, {
      broadcastId: entry.row.id,
      userId: actorId,
      readAt: now,
    });
    return { kind: 'broadcast', row: { ...entry.row, readAt: now } };
  }
  const row =
    (await markMessageRead(deps.db, entry.row.id, now)) ??
    // Opened at the same moment elsewhere: keep the first read time.
    (await findMessageOfUser(deps.db, entry.row.id, actorId)) ??
    entry.row;
  return { kind: 'direct', row };
}

/** GET /api/messages/{id}: one message of the caller's, with their thread; marks it read. */
export async function getInboxMessage(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'>,
  id: string,
): Promise<InboxMessage> {
  const found = await findInboxEntry(deps, actor, id);
  if (!found) throw new DomainError('NOT_FOUND', messageCenterMessages.notFound);
  const entry = await markRead(deps, actor.id, found);
  const replies = await listReplies(
    deps.db,
    {
      userIds: [actor.id],
      ...(entry.kind === 'direct'
        ? { messageIds: [entry.row.id] }
        : { broadcastIds: [entry.row.id] }),
    },
    REPLIES_PER_THREAD_MAX,
  );
  const [message] = withReplies([entry], replies);
  if (!message) throw new DomainError('NOT_FOUND', messageCenterMessages.notFound);
  return message;
}

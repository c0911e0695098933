import { type AdminMessage, type MessageThread, messageCenterMessages } from '@advance/contracts';
import { findAdminMessage, listBroadcastThreadUsers, listReplies } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { REPLIES_PER_THREAD_MAX } from './list-inbox';
import { toAdminMessage, toReply } from './to-inbox-message';

/** A broadcast's Message Details dialog lists this many customer threads (latest first). */
export const ADMIN_THREADS_MAX = 50;

/**
 * The staff Message Details dialog: one message with its reply threads. A direct message
 * has one thread (its recipient's, possibly empty); a broadcast has one per customer who
 * wrote back. Staff answer a thread with `admin.messages.reply` (naming `user.id` for a
 * broadcast).
 */
export async function getAdminMessage(
  deps: CoreDeps,
  id: string,
): Promise<{ message: AdminMessage; threads: MessageThread[] }> {
  const row = isUuid(id) ? await findAdminMessage(deps.db, id) : undefined;
  if (!row) throw new DomainError('NOT_FOUND', messageCenterMessages.notFound);
  const message = toAdminMessage(row);
  if (message.kind === 'direct') {
    const replies = await listReplies(deps.db, { messageIds: [id] }, REPLIES_PER_THREAD_MAX);
    const threads = message.recipient
      ? [{ user: message.recipient, replies: replies.map(toReply) }]
      : [];
    return { message, threads };
  }
  const users = await listBroadcastThreadUsers(deps.db, id, ADMIN_THREADS_MAX);
  const replies = await listReplies(
    deps.db,
    { broadcastIds: [id], userIds: users.map((u) => u.id) },
    REPLIES_PER_THREAD_MAX,
  );
  return {
    message,
    threads: users.map((u) => ({
      user: { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName },
      replies: replies.filter((r) => r.userId === u.id).map(toReply),
    })),
  };
}

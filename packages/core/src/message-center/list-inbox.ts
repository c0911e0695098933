import { type InboxMessage, isStaffRole, type PublicUser } from '@advance/contracts';
import { listBroadcastsForRecipient, listMessagesOfUser, listReplies } from '@advance/db';
import type { CoreDeps } from '../deps';
import { byNewest, type InboxEntry, withReplies } from './to-inbox-message';

/** The Message Center shows at most this many messages (the newest). */
export const INBOX_LIST_MAX = 200;
/** Each thread shows its latest replies, up to this many. */
export const REPLIES_PER_THREAD_MAX = 100;

/**
 * The caller's Message Center, newest first: their direct messages and, for customers,
 * every broadcast sent at or after their account was created (a broadcast is news at the
 * time it is sent; an account opened later does not inherit old ones). Staff are the
 * senders of broadcasts, not their audience, so their inbox holds direct messages only.
 * Each message carries the caller's own reply thread.
 */
export async function listInbox(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'>,
): Promise<InboxMessage[]> {
  const [direct, broadcasts] = await Promise.all([
    listMessagesOfUser(deps.db, actor.id, INBOX_LIST_MAX),
    isStaffRole(actor.role)
      ? Promise.resolve([])
      : listBroadcastsForRecipient(deps.db, actor.id, INBOX_LIST_MAX),
  ]);
  const entries: InboxEntry[] = [
    ...direct.map((row) => ({ kind: 'direct' as const, row })),
    ...broadcasts.map((row) => ({ kind: 'broadcast' as const, row })),
  ]
    .sort(byNewest)
    .slice(0, INBOX_LIST_MAX);
  const replies = await listReplies(
    deps.db,
    {
      userIds: [actor.id],
      messageIds: entries.filter((e) => e.kind === 'direct').map((e) => e.row.id),
      broadcastIds: entries.filter((e) => e.kind === 'broadcast').map((e) => e.row.id),
    },
    REPLIES_PER_THREAD_MAX,
  );
  return withReplies(entries, replies);
}

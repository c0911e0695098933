import type { Db } from '../client';
import type { BroadcastRow } from '../schema';

/** A broadcast as one customer sees it: when they opened it, or null. */
export type BroadcastForRecipient = BroadcastRow & { readAt: Date | null };

/** One row for everyone: per-customer state is a receipt written when they open it. */
export const insertBroadcast = (
  db: Db,
  broadcast: { senderId: string; title: string; content: string; priority: string },
): Promise<BroadcastRow> =>
  db.insertInto('broadcasts').values(broadcast).returningAll().executeTakeFirstOrThrow();

/**
 * The broadcasts `userId` receives, newest first: those sent at or after the account was
 * created (see core's listInbox for why), with the customer's own read time.
 */
const broadcastsFor = (db: Db, userId: string) =>
  db
    .selectFrom('broadcasts as b')
    .innerJoin('users as u', (join) =>
      join.on('u.id', '=', userId).onRef('b.sentAt', '>=', 'u.createdAt'),
    )
    .leftJoin('broadcastReceipts as r', (join) =>
      join.onRef('r.broadcastId', '=', 'b.id').on('r.userId', '=', userId),
    )
    .select(['b.id', 'b.senderId', 'b.title', 'b.content', 'b.priority', 'b.sentAt', 'r.readAt']);

export const listBroadcastsForRecipient = (
  db: Db,
  userId: string,
  limit: number,
): Promise<BroadcastForRecipient[]> =>
  broadcastsFor(db, userId)
    .orderBy('b.sentAt', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();

export const findBroadcastForRecipient = (
  db: Db,
  id: string,
  userId: string,
): Promise<BroadcastForRecipient | undefined> =>
  broadcastsFor(db, userId).where('b.id', '=', id).executeTakeFirst();

export const findBroadcastById = (db: Db, id: string): Promise<BroadcastRow | undefined> =>
  db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirst();

/** Records that `userId` opened the broadcast; a second open keeps the first time. */
export const insertBroadcastReceipt = async (
  db: Db,
  receipt: { broadcastId: string; userId: string; readAt: Date },
): Promise<void> => {
  await db
    .insertInto('broadcastReceipts')
    .values(receipt)
    .onConflict((oc) => oc.columns(['broadcastId', 'userId']).doNothing())
    .execute();
};

export const countBroadcasts = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('broadcasts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

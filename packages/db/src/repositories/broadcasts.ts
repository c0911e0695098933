import { sql } from 'kysely';
import type { Db } from '../client';
import type { ApplicationStatusColumn, BroadcastRow } from '../schema';

/** A broadcast as one customer sees it: when they opened it, or null. */
export type BroadcastForRecipient = BroadcastRow & { readAt: Date | null };

/** One row for everyone: per-customer state is a receipt written when they open it. */
export const insertBroadcast = (
  db: Db,
  broadcast: {
    senderId: string;
    title: string;
    content: string;
    priority: string;
    audienceStatus?: string | null;
  },
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
    // An audience broadcast (issue 19) reaches only the recipients listed when it was sent.
    .where((eb) =>
      eb.or([
        eb('b.audienceStatus', 'is', null),
        eb.exists(
          eb
            .selectFrom('broadcastRecipients as br')
            .select('br.userId')
            .whereRef('br.broadcastId', '=', 'b.id')
            .where('br.userId', '=', userId),
        ),
      ]),
    )
    .select([
      'b.id',
      'b.senderId',
      'b.title',
      'b.content',
      'b.priority',
      'b.sentAt',
      'b.audienceStatus',
      'r.readAt',
    ]);

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

/**
 * Issue 19: the customers (role `user`, not disabled) a broadcast reaches, or with `status`
 * only those whose latest application (newest created, ties by id) has that status.
 */
const audience = (db: Db, status: ApplicationStatusColumn | undefined) => {
  const customers = db
    .selectFrom('users as u')
    .where('u.role', '=', 'user')
    .where('u.disabledAt', 'is', null);
  if (!status) return customers.select('u.id as userId');
  const latest = db
    .selectFrom('applications')
    .distinctOn('userId')
    .select(['userId', 'status'])
    .where('userId', 'is not', null)
    .orderBy('userId')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .as('latest');
  return customers
    .innerJoin(latest, 'latest.userId', 'u.id')
    .where('latest.status', '=', status)
    .select('u.id as userId');
};

export const countBroadcastAudience = async (
  db: Db,
  status: ApplicationStatusColumn | undefined,
): Promise<number> => {
  const row = await db
    .selectFrom(audience(db, status).as('a'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Lists who an audience broadcast reaches, as of now, in one statement; returns how many. */
export const insertBroadcastRecipients = async (
  db: Db,
  broadcastId: string,
  status: ApplicationStatusColumn,
): Promise<number> => {
  const result = await db
    .insertInto('broadcastRecipients')
    .columns(['broadcastId', 'userId'])
    .expression(
      audience(db, status)
        .clearSelect()
        .select([sql<string>`cast(${broadcastId} as uuid)`.as('broadcastId'), 'u.id as userId']),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
};

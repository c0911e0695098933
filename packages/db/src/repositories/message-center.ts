import { type Insertable, sql } from 'kysely';
import type { Db } from '../client';
import type { MessageRepliesTable, MessageReplyRow } from '../schema';
import { countBroadcasts } from './broadcasts';
import { countMessages } from './chat-messages';

/**
 * The Message Center across its tables: direct messages (`messages`), broadcasts stored
 * once (`broadcasts` + `broadcast_receipts`) and the reply threads of both.
 */

export type NewMessageReply = Insertable<MessageRepliesTable>;

export const insertMessageReply = (db: Db, reply: NewMessageReply): Promise<MessageReplyRow> =>
  db.insertInto('messageReplies').values(reply).returningAll().executeTakeFirstOrThrow();

/** Inserts a keyed reply unless its sender already used the key; undefined then. */
export const insertMessageReplyOnce = (
  db: Db,
  reply: NewMessageReply & { senderId: string; idempotencyKey: string },
): Promise<MessageReplyRow | undefined> =>
  db
    .insertInto('messageReplies')
    .values(reply)
    .onConflict((oc) =>
      oc
        .columns(['senderId', 'idempotencyKey'])
        .where('idempotencyKey', 'is not', null)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();

export const findMessageReplyByKey = (
  db: Db,
  senderId: string,
  idempotencyKey: string,
): Promise<MessageReplyRow | undefined> =>
  db
    .selectFrom('messageReplies')
    .selectAll()
    .where('senderId', '=', senderId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();

export interface ReplyFilter {
  /** Only these customers' threads (a broadcast has one thread per customer). */
  userIds?: readonly string[];
  messageIds?: readonly string[];
  broadcastIds?: readonly string[];
}

const replyColumns = [
  'id',
  'messageId',
  'broadcastId',
  'userId',
  'content',
  'sentBy',
  'senderId',
  'sentAt',
  'idempotencyKey',
] as const;

/** The replies of the named threads, oldest first: the latest `perThread` of each thread. */
export async function listReplies(
  db: Db,
  filter: ReplyFilter,
  perThread: number,
): Promise<MessageReplyRow[]> {
  const messageIds = filter.messageIds ?? [];
  const broadcastIds = filter.broadcastIds ?? [];
  if (messageIds.length === 0 && broadcastIds.length === 0) return [];
  let ranked = db
    .selectFrom('messageReplies')
    .select(replyColumns)
    .select((eb) =>
      eb.fn
        .agg<number>('row_number')
        .over((ob) =>
          ob
            .partitionBy(['messageId', 'broadcastId', 'userId'])
            .orderBy('sentAt', 'desc')
            .orderBy('id', 'desc'),
        )
        .as('rank'),
    )
    .where((eb) =>
      eb.or([
        ...(messageIds.length > 0 ? [eb('messageId', 'in', messageIds)] : []),
        ...(broadcastIds.length > 0 ? [eb('broadcastId', 'in', broadcastIds)] : []),
      ]),
    );
  if (filter.userIds) {
    if (filter.userIds.length === 0) return [];
    ranked = ranked.where('userId', 'in', filter.userIds);
  }
  return db
    .selectFrom(ranked.as('r'))
    .select(replyColumns)
    .where('r.rank', '<=', perThread)
    .orderBy('r.sentAt')
    .orderBy('r.id')
    .execute();
}

/** The customers who wrote in a broadcast's threads, most recent thread first. */
export const listBroadcastThreadUsers = (db: Db, broadcastId: string, limit: number) =>
  db
    .selectFrom('messageReplies as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['u.id', 'u.email', 'u.firstName', 'u.lastName'])
    .select((eb) => eb.fn.max('r.sentAt').as('lastReplyAt'))
    .where('r.broadcastId', '=', broadcastId)
    .groupBy(['u.id', 'u.email', 'u.firstName', 'u.lastName'])
    .orderBy('lastReplyAt', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();

/** One line of the staff list: a direct message or a broadcast, with counts. */
export interface AdminMessageRow {
  kind: 'direct' | 'broadcast';
  id: string;
  title: string;
  content: string;
  type: string;
  priority: string;
  /** Direct messages only; a broadcast's state is its readCount. */
  status: 'unread' | 'read' | null;
  sentAt: Date;
  /** Direct: when the customer opened it. Broadcast: the first customer's open. */
  readAt: Date | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderEmail: string | null;
  recipientId: string | null;
  recipientEmail: string | null;
  recipientFirstName: string | null;
  recipientLastName: string | null;
  readCount: number | null;
  replyCount: number;
}

// The untyped literals (`null`, 'direct') take their type from the other branch of the
// union, or text; Kysely's types are set by $castTo so both branches agree.
const directRows = (db: Db) =>
  db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('users as s', 's.id', 'm.senderId')
    .select((eb) => [
      sql<'direct'>`'direct'`.as('kind'),
      'm.id',
      'm.title',
      'm.content',
      'm.type',
      'm.priority',
      'm.status',
      'm.sentAt',
      'm.readAt',
      's.firstName as senderFirstName',
      's.lastName as senderLastName',
      's.email as senderEmail',
      'u.id as recipientId',
      'u.email as recipientEmail',
      'u.firstName as recipientFirstName',
      'u.lastName as recipientLastName',
      sql<null>`null`.as('readCount'),
      eb
        .selectFrom('messageReplies as r')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('r.messageId', '=', 'm.id')
        .as('replyCount'),
    ])
    .$castTo<AdminMessageRow>();

const broadcastRows = (db: Db) =>
  db
    .selectFrom('broadcasts as b')
    .leftJoin('users as s', 's.id', 'b.senderId')
    .select((eb) => [
      sql<'broadcast'>`'broadcast'`.as('kind'),
      'b.id',
      'b.title',
      'b.content',
      sql<string>`'system'`.as('type'),
      'b.priority',
      sql<null>`null`.as('status'),
      'b.sentAt',
      eb
        .selectFrom('broadcastReceipts as rc')
        .select((sub) => sub.fn.min('rc.readAt').as('first'))
        .whereRef('rc.broadcastId', '=', 'b.id')
        .as('readAt'),
      's.firstName as senderFirstName',
      's.lastName as senderLastName',
      's.email as senderEmail',
      sql<null>`null`.as('recipientId'),
      sql<null>`null`.as('recipientEmail'),
      sql<null>`null`.as('recipientFirstName'),
      sql<null>`null`.as('recipientLastName'),
      eb
        .selectFrom('broadcastReceipts as rc')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('rc.broadcastId', '=', 'b.id')
        .as('readCount'),
      eb
        .selectFrom('messageReplies as r')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('r.broadcastId', '=', 'b.id')
        .as('replyCount'),
    ])
    .$castTo<AdminMessageRow>();

/** Counts arrive as bigint on one driver path or another; the API speaks numbers. */
const withNumbers = (row: AdminMessageRow): AdminMessageRow => ({
  ...row,
  readCount: row.readCount === null ? null : Number(row.readCount),
  replyCount: Number(row.replyCount),
});

/** Staff list: direct messages and broadcasts together, newest first, one page. */
export async function listAdminMessagesPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: AdminMessageRow[]; total: number }> {
  const [items, messages, broadcasts] = await Promise.all([
    db
      .selectFrom(directRows(db).unionAll(broadcastRows(db)).as('x'))
      .selectAll()
      .orderBy('x.sentAt', 'desc')
      .orderBy('x.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countMessages(db),
    countBroadcasts(db),
  ]);
  return { items: items.map(withNumbers), total: messages + broadcasts };
}

/** One message of the staff list by id, whichever kind it is. */
export async function findAdminMessage(db: Db, id: string): Promise<AdminMessageRow | undefined> {
  const row =
    (await directRows(db).where('m.id', '=', id).executeTakeFirst()) ??
    (await broadcastRows(db).where('b.id', '=', id).executeTakeFirst());
  return row && withNumbers(row);
}

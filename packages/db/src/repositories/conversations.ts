import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../client';
import type {
  ConversationMessageRow,
  ConversationRow,
  Database,
  NewConversationMessage,
  SenderTypeColumn,
} from '../schema';

export const insertConversation = (
  db: Db,
  conversation: { userId: string; applicationId: string | null; title: string },
): Promise<ConversationRow> =>
  db.insertInto('conversations').values(conversation).returningAll().executeTakeFirstOrThrow();

export const findConversationById = (db: Db, id: string): Promise<ConversationRow | undefined> =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Locks the row until commit. Sending and marking read both take it first, so an unread
 * counter can never be reset to 0 while a message it should count is being written.
 */
export const lockConversation = (db: Db, id: string): Promise<ConversationRow | undefined> =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** The user's most recent conversation about one application, locked (review messages). */
export const lockConversationOfApplication = (
  db: Db,
  userId: string,
  applicationId: string,
): Promise<ConversationRow | undefined> =>
  db
    .selectFrom('conversations')
    .selectAll()
    .where('userId', '=', userId)
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();

/** Latest activity: the last message, or the creation of a conversation nobody wrote in yet. */
const lastActivity = (eb: ExpressionBuilder<Database, 'conversations'>) =>
  eb.fn.coalesce('conversations.lastMessageAt', 'conversations.createdAt');

/** One customer's conversations, most recent activity first. */
export const listConversationsOfUser = (
  db: Db,
  userId: string,
  limit: number,
): Promise<ConversationRow[]> =>
  db
    .selectFrom('conversations')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(lastActivity, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/**
 * One page of every conversation, most recent activity first, each with its customer and
 * last message. The page's ids are chosen first, so the last-message lookup (one index
 * probe each) runs for the page's rows only, not for the whole table.
 */
export async function listConversationsPage(db: Db, page: { limit: number; offset: number }) {
  const ids = db
    .selectFrom('conversations')
    .select('id')
    .orderBy(lastActivity, 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const [items, counted] = await Promise.all([
    db
      .selectFrom(ids)
      .innerJoin('conversations', 'conversations.id', 'page.id')
      .innerJoin('users as u', 'u.id', 'conversations.userId')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('conversationMessages as m')
            .selectAll('m')
            .whereRef('m.conversationId', '=', 'conversations.id')
            .orderBy('m.createdAt', 'desc')
            .orderBy('m.id', 'desc')
            .limit(1)
            .as('last'),
        (join) => join.onTrue(),
      )
      .selectAll('conversations')
      .select([
        'u.email as userEmail',
        'u.firstName as userFirstName',
        'u.lastName as userLastName',
        'last.id as lastId',
        'last.content as lastContent',
        'last.senderType as lastSenderType',
        'last.senderId as lastSenderId',
        'last.title as lastTitle',
        'last.type as lastType',
        'last.isRead as lastIsRead',
        'last.readAt as lastReadAt',
        'last.createdAt as lastCreatedAt',
      ])
      .orderBy(lastActivity, 'desc')
      .orderBy('conversations.id', 'desc')
      .execute(),
    db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(counted.count) };
}

export type ConversationListRow = Awaited<
  ReturnType<typeof listConversationsPage>
>['items'][number];

export const insertConversationMessage = (
  db: Db,
  message: NewConversationMessage,
): Promise<ConversationMessageRow> =>
  db.insertInto('conversationMessages').values(message).returningAll().executeTakeFirstOrThrow();

/**
 * Inserts a keyed message unless its sender already used the key; undefined then (the
 * caller reads the first one). A concurrent twin waits on the unique index, then yields.
 */
export const insertConversationMessageOnce = (
  db: Db,
  message: NewConversationMessage & { senderId: string; idempotencyKey: string },
): Promise<ConversationMessageRow | undefined> =>
  db
    .insertInto('conversationMessages')
    .values(message)
    .onConflict((oc) =>
      oc
        .columns(['senderId', 'idempotencyKey'])
        .where('idempotencyKey', 'is not', null)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();

export const findConversationMessageByKey = (
  db: Db,
  senderId: string,
  idempotencyKey: string,
): Promise<ConversationMessageRow | undefined> =>
  db
    .selectFrom('conversationMessages')
    .selectAll()
    .where('senderId', '=', senderId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();

/** Moves the conversation's "last message" forward and counts the message as unread by the other side. */
export const recordConversationMessage = (
  db: Db,
  id: string,
  message: { senderType: SenderTypeColumn; createdAt: Date },
): Promise<ConversationRow> =>
  db
    .updateTable('conversations')
    .set((eb) => ({
      lastMessageAt: message.createdAt,
      lastMessageBy: message.senderType,
      ...(message.senderType === 'user'
        ? { unreadByAdmin: eb('unreadByAdmin', '+', 1) }
        : { unreadByUser: eb('unreadByUser', '+', 1) }),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * The newest `limit` messages of a conversation, returned oldest first (the order a chat
 * reads in).
 */
export async function listConversationMessages(
  db: Db,
  conversationId: string,
  limit: number,
): Promise<ConversationMessageRow[]> {
  const newest = await db
    .selectFrom('conversationMessages')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return newest.reverse();
}

/**
 * Marks every unread message written by `senderType` as read, and zeroes the counter of
 * the side that read them. Run it in a transaction that holds the conversation's lock.
 */
export async function markConversationMessagesRead(
  db: Db,
  conversationId: string,
  senderType: SenderTypeColumn,
  readAt: Date,
): Promise<string[]> {
  const marked = await db
    .updateTable('conversationMessages')
    .set({ isRead: true, readAt })
    .where('conversationId', '=', conversationId)
    .where('senderType', '=', senderType)
    .where('isRead', '=', false)
    .returning(['id', 'createdAt'])
    .execute();
  const counter = senderType === 'user' ? 'unreadByAdmin' : 'unreadByUser';
  await db
    .updateTable('conversations')
    .set({ [counter]: 0 })
    .where('id', '=', conversationId)
    .where(counter, '<>', 0)
    .execute();
  return marked
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((m) => m.id);
}

/** The admin card "Unread Messages": customer messages no staff member has read yet. */
export const sumUnreadByAdmin = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unreadByAdmin'), sql.lit(0)).as('unread'))
    .executeTakeFirstOrThrow();
  return Number(row.unread);
};

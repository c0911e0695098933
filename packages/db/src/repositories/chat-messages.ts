import type { Db } from '../client';
import type { MessageRow, NewMessage } from '../schema';

export const insertMessage = async (db: Db, message: NewMessage): Promise<string> => {
  const row = await db
    .insertInto('messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const listMessagesOfUser = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('sentAt', 'desc')
    .limit(limit)
    .execute();

/** A direct message addressed to `userId`; undefined when it is someone else's or unknown. */
export const findMessageOfUser = (
  db: Db,
  id: string,
  userId: string,
): Promise<MessageRow | undefined> =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();

export const findMessageById = (db: Db, id: string): Promise<MessageRow | undefined> =>
  db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();

/** unread → read, once; undefined when it was already read (the first read time stays). */
export const markMessageRead = (
  db: Db,
  id: string,
  readAt: Date,
): Promise<MessageRow | undefined> =>
  db
    .updateTable('messages')
    .set({ status: 'read', readAt })
    .where('id', '=', id)
    .where('status', '=', 'unread')
    .returningAll()
    .executeTakeFirst();

export const countMessages = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

import type { Db } from '../client';
import type { NewMessage } from '../schema';

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

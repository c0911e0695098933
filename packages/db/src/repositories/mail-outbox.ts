import type { Db } from '../client';
import type { MailOutboxRow, NewMail } from '../schema';
import { inTransaction } from '../transaction';

export const insertMail = async (db: Db, mail: NewMail): Promise<string> => {
  const row = await db
    .insertInto('mailOutbox')
    .values(mail)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/**
 * Claims due mails by pushing their next attempt into the future, so another instance
 * flushing at the same time skips them (FOR UPDATE SKIP LOCKED).
 */
export const claimDueMails = async (
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<MailOutboxRow[]> =>
  inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('mailOutbox')
      .select('id')
      .where('sentAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: leaseUntil })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .returningAll()
      .execute();
  });

export const markMailSent = async (db: Db, id: string, sentAt: Date): Promise<void> => {
  await db
    .updateTable('mailOutbox')
    .set((eb) => ({ sentAt, lastError: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
};

export const markMailFailed = async (
  db: Db,
  id: string,
  error: string,
  nextAttemptAt: Date,
): Promise<void> => {
  await db
    .updateTable('mailOutbox')
    .set((eb) => ({ lastError: error, nextAttemptAt, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
};

export const findMailById = (db: Db, id: string): Promise<MailOutboxRow | undefined> =>
  db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();

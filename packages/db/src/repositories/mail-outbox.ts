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

/**
 * A sent mail keeps who, what subject and when, not its body: a reset mail's body is a
 * live link, which must not outlive its delivery in the database.
 */
export const markMailSent = async (db: Db, id: string, sentAt: Date): Promise<void> => {
  await db
    .updateTable('mailOutbox')
    .set((eb) => ({
      sentAt,
      lastError: null,
      attempts: eb('attempts', '+', 1),
      textBody: '',
      htmlBody: null,
    }))
    .where('id', '=', id)
    .execute();
};

/** Sent mail older than the retention is deleted outright (the maintenance job). */
export const deleteSentMailBefore = async (db: Db, before: Date): Promise<number> => {
  const result = await db
    .deleteFrom('mailOutbox')
    .where('sentAt', 'is not', null)
    .where('sentAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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

/** Mails not sent yet, due or waiting for a retry: the outbox backlog an operator watches. */
export const countUnsentMails = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sentAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

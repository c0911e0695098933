import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';

/**
 * Issue 19, the unread-chat e-mail. A conversation is due one when its user wants these
 * e-mails, its last one is at least `gapStart` old (or none was sent), and a staff message
 * written before `cutoff` and after the last check is still unread.
 */
export interface ChatEmailWindow {
  /** Staff messages written at or before this are old enough to mail about. */
  cutoff: Date;
  /** The last mail must be at or before this (the minimum gap between two). */
  gapStart: Date;
}

const unreadStaffMessage = (
  eb: ExpressionBuilder<Database, 'conversations'>,
  window: ChatEmailWindow,
) =>
  eb.exists(
    eb
      .selectFrom('conversationMessages as m')
      .select(eb.lit(1).as('one'))
      .whereRef('m.conversationId', '=', 'conversations.id')
      .where('m.senderType', '=', 'admin')
      .where('m.isRead', '=', false)
      .where('m.createdAt', '<=', window.cutoff)
      .where((inner) =>
        inner.or([
          inner('conversations.chatMailCheckedUntil', 'is', null),
          inner('m.createdAt', '>', inner.ref('conversations.chatMailCheckedUntil')),
        ]),
      ),
  );

const isDue = (eb: ExpressionBuilder<Database, 'conversations'>, window: ChatEmailWindow) =>
  eb.and([
    // The counter is kept with every message and read: a cheap first filter.
    eb('conversations.unreadByUser', '>', 0),
    eb.or([
      eb('conversations.chatMailSentAt', 'is', null),
      eb('conversations.chatMailSentAt', '<=', window.gapStart),
    ]),
    eb.exists(
      eb
        .selectFrom('users as u')
        .select(eb.lit(1).as('one'))
        .whereRef('u.id', '=', 'conversations.userId')
        .where('u.chatEmails', '=', true)
        .where('u.disabledAt', 'is', null),
    ),
    unreadStaffMessage(eb, window),
  ]);

/** Conversations due an e-mail now (ids only; each is claimed on its own). */
export const listConversationsDueChatEmail = async (
  db: Db,
  window: ChatEmailWindow,
  limit: number,
): Promise<string[]> => {
  const rows = await db
    .selectFrom('conversations')
    .select('conversations.id')
    .where((eb) => isDue(eb, window))
    .orderBy('conversations.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
};

/**
 * Claims one conversation for its e-mail: the same conditions, re-checked under the row's
 * lock, and the mark set at once. Run it in the transaction that enqueues the mail: a second
 * instance either skips the locked row or, after the commit, no longer finds it due. Returns
 * the recipient, or undefined when the conversation is no longer due.
 */
export async function claimChatEmail(
  db: Db,
  conversationId: string,
  window: ChatEmailWindow,
  sentAt: Date,
) {
  const due = await db
    .selectFrom('conversations')
    .select('conversations.id')
    .where('conversations.id', '=', conversationId)
    .where((eb) => isDue(eb, window))
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!due) return undefined;
  await db
    .updateTable('conversations')
    // Messages up to the cutoff are handled; later ones wait for the next allowed time.
    .set({ chatMailSentAt: sentAt, chatMailCheckedUntil: window.cutoff })
    .where('id', '=', conversationId)
    .execute();
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select(['c.id as conversationId', 'u.id as userId', 'u.email', 'u.firstName', 'u.locale'])
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
}

/** The customer's e-mail settings. */
export const findEmailPreferences = (db: Db, userId: string) =>
  db.selectFrom('users').select(['chatEmails']).where('id', '=', userId).executeTakeFirst();

export const updateEmailPreferences = (
  db: Db,
  userId: string,
  preferences: { chatEmails: boolean },
  updatedAt: Date,
) =>
  db
    .updateTable('users')
    .set({ chatEmails: preferences.chatEmails, updatedAt })
    .where('id', '=', userId)
    .returning(['chatEmails'])
    .executeTakeFirst();

import type { Selectable } from 'kysely';
import type { Db } from '../client';
import type { AdvancesTable } from '../schema';

/**
 * Issue 18: the payment notice sent a few days before an advance is due. A periodic job
 * finds the candidates, then claims each one with a guarded update in the transaction that
 * writes the notice, so two instances running the job at once never both send it.
 */

/**
 * Funded advances with a balance, due on or before `lastDueDate` (today + the notice days,
 * New York), whose payment notice has not gone out; soonest due first.
 */
export const listAdvancesDueNotice = (
  db: Db,
  lastDueDate: string,
  limit: number,
): Promise<Selectable<AdvancesTable>[]> =>
  db
    .selectFrom('advances')
    .selectAll()
    .where('state', '=', 'funded')
    .where('balanceCents', '>', 0)
    .where('dueDate', '<=', lastDueDate)
    .where('paymentNoticeSentAt', 'is', null)
    .orderBy('dueDate')
    .orderBy('id')
    .limit(limit)
    .execute();

/**
 * Marks the notice sent unless someone already did, or the advance stopped owing since it
 * was listed. Returns the row when this caller won the claim. Under PostgreSQL a second
 * instance's update waits for the first one's row lock, then sees `payment_notice_sent_at`
 * set and matches nothing.
 */
export const claimPaymentNotice = (
  trx: Db,
  advanceId: string,
  now: Date,
): Promise<Selectable<AdvancesTable> | undefined> =>
  trx
    .updateTable('advances')
    .set({ paymentNoticeSentAt: now })
    .where('id', '=', advanceId)
    .where('paymentNoticeSentAt', 'is', null)
    .where('state', '=', 'funded')
    .where('balanceCents', '>', 0)
    .returningAll()
    .executeTakeFirst();

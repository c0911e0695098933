import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../client';
import type { PaymentAuthorizationsTable } from '../schema';

/**
 * Issue 18: the applicant's one-time payment authorisations (docs/decisions/024). At most
 * one is pending per advance (a unique partial index); every change to one happens under a
 * row lock, so a staff member recording a payment and the applicant withdrawing it serialise.
 */

export type PaymentAuthorizationRow = Selectable<PaymentAuthorizationsTable>;
export type NewPaymentAuthorization = Insertable<PaymentAuthorizationsTable>;

/** An advance's authorisations, newest first. */
export const listPaymentAuthorizations = (
  db: Db,
  advanceId: string,
): Promise<PaymentAuthorizationRow[]> =>
  db
    .selectFrom('paymentAuthorizations')
    .selectAll()
    .where('advanceId', '=', advanceId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The authorisations of several advances at once (a dashboard with a few advances). */
export const listPaymentAuthorizationsOf = (
  db: Db,
  advanceIds: readonly string[],
): Promise<PaymentAuthorizationRow[]> =>
  advanceIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('paymentAuthorizations')
        .selectAll()
        .where('advanceId', 'in', advanceIds)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();

export const findPaymentAuthorization = (
  db: Db,
  id: string,
): Promise<PaymentAuthorizationRow | undefined> =>
  db.selectFrom('paymentAuthorizations').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks one authorisation for the rest of the transaction (`select … for update`). */
export const lockPaymentAuthorization = (
  trx: Db,
  id: string,
): Promise<PaymentAuthorizationRow | undefined> =>
  trx
    .selectFrom('paymentAuthorizations')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const findPendingAuthorization = (
  db: Db,
  advanceId: string,
): Promise<PaymentAuthorizationRow | undefined> =>
  db
    .selectFrom('paymentAuthorizations')
    .selectAll()
    .where('advanceId', '=', advanceId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/**
 * Inserts a pending authorisation; undefined when another one is already pending for the
 * advance (the unique partial index decided, so two parallel requests cannot both win).
 */
export const insertPaymentAuthorization = (
  db: Db,
  row: NewPaymentAuthorization,
): Promise<PaymentAuthorizationRow | undefined> =>
  db
    .insertInto('paymentAuthorizations')
    .values({ ...row, status: 'pending' })
    .onConflict((oc) => oc.column('advanceId').where('status', '=', 'pending').doNothing())
    .returningAll()
    .executeTakeFirst();

/** A pending authorisation collected: it points at the payment entry that recorded it. */
export const markAuthorizationPaid = (
  trx: Db,
  id: string,
  ledgerEntryId: string,
  now: Date,
): Promise<PaymentAuthorizationRow | undefined> =>
  trx
    .updateTable('paymentAuthorizations')
    .set({ status: 'paid', ledgerEntryId, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/** The applicant took their pending authorisation back. */
export const markAuthorizationWithdrawn = (
  trx: Db,
  id: string,
  now: Date,
): Promise<PaymentAuthorizationRow | undefined> =>
  trx
    .updateTable('paymentAuthorizations')
    .set({ status: 'withdrawn', updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/**
 * One failed collection attempt; at `maxAttempts` the authorisation ends with `reason`.
 * Only a pending one counts (the caller holds its row lock).
 */
export const recordAuthorizationFailure = (
  trx: Db,
  id: string,
  input: { failedAttempts: number; ended: boolean; reason: string; now: Date },
): Promise<PaymentAuthorizationRow | undefined> =>
  trx
    .updateTable('paymentAuthorizations')
    .set({
      failedAttempts: input.failedAttempts,
      ...(input.ended ? { status: 'ended' as const, endedReason: input.reason } : {}),
      updatedAt: input.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/**
 * Ends a pending authorisation that was not collected (the money it covered is gone), with
 * the reason shown to the applicant. The caller holds the advance's row lock.
 */
export const endPendingAuthorization = (
  trx: Db,
  id: string,
  reason: string,
  now: Date,
): Promise<PaymentAuthorizationRow | undefined> =>
  trx
    .updateTable('paymentAuthorizations')
    .set({ status: 'ended', endedReason: reason, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

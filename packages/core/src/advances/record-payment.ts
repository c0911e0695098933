import {
  type Advance,
  advanceMessages,
  type PublicUser,
  type RecordPaymentInput,
} from '@advance/contracts';
import { lockPaymentAuthorization, markAuthorizationPaid } from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { appendEntries } from './append-entries';
import { assertNotFuture } from './dates';
import { assertCanCredit } from './lock-advance';
import { notifyApplicant } from './notify-applicant';
import { changeAdvanceAsStaff } from './staff-advance-change';

/**
 * A payment received: partial payments are fine, more than the balance is not. When it
 * collects the applicant's authorisation, that one must be pending, of this advance and of
 * the same amount, and it is marked paid in the same transaction. The applicant gets a
 * receipt, and a notice when nothing is left to pay.
 */
export async function recordPayment(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: RecordPaymentInput,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<Advance> {
  return changeAdvanceAsStaff(deps, staff, input.id, async (trx, current) => {
    assertCanCredit(current, input.amount);
    assertNotFuture(deps, input.receivedAt);
    if (current.fundedOn && input.receivedAt < current.fundedOn)
      throw new DomainError('BAD_REQUEST', advanceMessages.receivedBeforeFunding);
    const authorization = input.authorizationId
      ? isUuid(input.authorizationId)
        ? await lockPaymentAuthorization(trx, input.authorizationId)
        : undefined
      : null;
    if (authorization === undefined || (authorization && authorization.advanceId !== current.id))
      throw new DomainError('NOT_FOUND', advanceMessages.authorizationNotFound);
    if (authorization && authorization.status !== 'pending')
      throw new DomainError('CONFLICT', advanceMessages.authorizationNotPending);
    if (authorization && authorization.amountCents !== input.amount)
      throw new DomainError('BAD_REQUEST', advanceMessages.authorizationAmountMismatch);
    // The applicant allowed collection on or after their date, not before.
    if (authorization && input.receivedAt < authorization.payOn)
      throw new DomainError(
        'BAD_REQUEST',
        advanceMessages.receivedBeforeAuthorizedDate(authorization.payOn),
      );
    const { advance: paid, written } = await appendEntries(
      trx,
      deps,
      current,
      [
        {
          kind: 'payment',
          amountCents: input.amount,
          effectiveDate: input.receivedAt,
          method: input.method,
          reference: input.reference,
          paymentAuthorizationId: authorization?.id ?? null,
        },
      ],
      { id: staff.id, role: 'staff' },
      meta,
    );
    const [payment] = written;
    if (authorization && payment) {
      const marked = await markAuthorizationPaid(trx, authorization.id, payment.id, deps.now());
      if (!marked) throw new DomainError('CONFLICT', advanceMessages.authorizationNotPending);
    }
    const notice = { userId: paid.userId, applicationId: paid.applicationId, advance: paid };
    await notifyApplicant(trx, deps, {
      ...notice,
      kind: 'payment_receipt',
      payment: { amountCents: input.amount, receivedOn: input.receivedAt },
    });
    if (paid.state === 'repaid') await notifyApplicant(trx, deps, { ...notice, kind: 'repaid' });
    return paid;
  });
}

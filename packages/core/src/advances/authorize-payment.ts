import {
  type Advance,
  type AuthorizePaymentInput,
  addDays,
  advanceMessages,
  type PublicUser,
  paymentConsentText,
} from '@advance/contracts';
import {
  findPendingAuthorization,
  insertPaymentAuthorization,
  lockAdvanceByApplicationId,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { advanceTransaction } from './advance-transaction';
import { advanceClock, loadAdvance } from './get-advance';

/** How far ahead the applicant may date a payment. */
export const AUTHORIZATION_MAX_DAYS_AHEAD = 30;
/** A user agent is evidence, not a place for a megabyte. */
const USER_AGENT_MAX = 500;

const dollars = (cents: number) => cents / 100;

/**
 * The applicant authorises ONE payment on their own advance (issue 18, decision 024): only
 * once their benefit has arrived (today in New York on or after the due date), for a date on
 * or after it and today and within 30 days, for at most the balance, and only when no other one waits.
 * The consent text, time, IP and user agent are stored with it. Nothing here collects money
 * or touches a deposit: staff record the payment when it arrives. Under the advance's row
 * lock, parallel requests serialise; the unique partial index is the last word.
 */
export async function authorizePayment(
  deps: CoreDeps,
  viewer: PublicUser,
  input: AuthorizePaymentInput,
  meta: RequestMeta,
): Promise<Advance> {
  if (!isUuid(input.id)) throw new DomainError('NOT_FOUND', advanceMessages.notFound);
  const { today } = advanceClock(deps);
  return advanceTransaction(deps.db, async (trx) => {
    const advance = await lockAdvanceByApplicationId(trx, input.id);
    if (!advance || advance.userId !== viewer.id) {
      throw new DomainError('NOT_FOUND', advanceMessages.notFound);
    }
    if (advance.state === 'cancelled') throw new DomainError('CONFLICT', advanceMessages.cancelled);
    if (advance.state === 'awaiting_funding') {
      throw new DomainError('CONFLICT', advanceMessages.notFunded);
    }
    if (advance.state === 'repaid' || advance.balanceCents <= 0) {
      throw new DomainError('CONFLICT', advanceMessages.nothingOwed);
    }
    if (today < advance.dueDate) {
      throw new DomainError('CONFLICT', advanceMessages.payBeforeBenefit(advance.dueDate));
    }
    if (input.date < advance.dueDate) {
      throw new DomainError('BAD_REQUEST', advanceMessages.payDateBeforeBenefit(advance.dueDate));
    }
    // On or after the benefit date, and never a day already gone (today >= due date here).
    if (input.date < today) throw new DomainError('BAD_REQUEST', advanceMessages.payDateInPast);
    if (input.date > addDays(today, AUTHORIZATION_MAX_DAYS_AHEAD)) {
      throw new DomainError('BAD_REQUEST', advanceMessages.payDateTooFar);
    }
    // The same answer as a staff overpayment: the balance (state) decides, so 409.
    if (input.amount > advance.balanceCents) {
      throw new DomainError('CONFLICT', advanceMessages.overpayment(dollars(advance.balanceCents)));
    }
    if (await findPendingAuthorization(trx, advance.id)) {
      throw new DomainError('CONFLICT', advanceMessages.authorizationPending);
    }
    const created = await insertPaymentAuthorization(trx, {
      advanceId: advance.id,
      userId: viewer.id,
      amountCents: input.amount,
      payOn: input.date,
      consentText: paymentConsentText({ amount: dollars(input.amount), date: input.date }),
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    });
    if (!created) throw new DomainError('CONFLICT', advanceMessages.authorizationPending);
    await logActivity(trx, {
      actorId: viewer.id,
      action: activityActions.paymentAuthorized,
      targetType: 'advance',
      targetId: advance.id,
      details: {
        applicationId: advance.applicationId,
        authorizationId: created.id,
        amountCents: input.amount,
        payOn: input.date,
      },
      ipAddress: meta.ip,
    });
    return loadAdvance(trx, deps, advance, 'customer');
  });
}

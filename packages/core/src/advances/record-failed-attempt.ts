import {
  type Advance,
  advanceMessages,
  MAX_FAILED_ATTEMPTS,
  type PublicUser,
  type RecordFailedAttemptInput,
} from '@advance/contracts';
import {
  findPaymentAuthorization,
  lockAdvanceById,
  lockPaymentAuthorization,
  recordAuthorizationFailure,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { assertNotOwnApplication } from '../applications/assert-not-own-application';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { advanceTransaction } from './advance-transaction';
import { loadAdvance } from './get-advance';
import { notifyApplicant } from './notify-applicant';

/**
 * Staff record that collecting an authorised payment failed. The second failure ends the
 * authorisation: nothing is tried again until the applicant authorises a new payment, and
 * the applicant is told. Locks the advance, then the authorisation.
 */
export async function recordFailedAttempt(
  deps: CoreDeps,
  staff: PublicUser,
  input: RecordFailedAttemptInput,
  meta: RequestMeta,
): Promise<Advance> {
  const notFound = () => new DomainError('NOT_FOUND', advanceMessages.authorizationNotFound);
  if (!isUuid(input.id)) throw notFound();
  const found = await findPaymentAuthorization(deps.db, input.id);
  if (!found) throw notFound();
  const { advance, ended } = await advanceTransaction(deps.db, async (trx) => {
    const advance = await lockAdvanceById(trx, found.advanceId);
    if (!advance) throw notFound();
    assertNotOwnApplication(staff, advance);
    const authorization = await lockPaymentAuthorization(trx, input.id);
    if (!authorization) throw notFound();
    if (authorization.status !== 'pending') {
      throw new DomainError('CONFLICT', advanceMessages.authorizationNotPending);
    }
    const failedAttempts = authorization.failedAttempts + 1;
    const ended = failedAttempts >= MAX_FAILED_ATTEMPTS;
    await recordAuthorizationFailure(trx, authorization.id, {
      failedAttempts,
      ended,
      reason: advanceMessages.authorizationEnded,
      now: deps.now(),
    });
    await logActivity(trx, {
      actorId: staff.id,
      action: activityActions.paymentAttemptFailed,
      targetType: 'advance',
      targetId: advance.id,
      details: {
        applicationId: advance.applicationId,
        authorizationId: authorization.id,
        attempt: failedAttempts,
        ended,
        reason: input.reason,
      },
      ipAddress: meta.ip,
    });
    if (ended) {
      await notifyApplicant(trx, deps, {
        userId: advance.userId,
        applicationId: advance.applicationId,
        kind: 'authorization_ended',
        advance,
        authorization: { amountCents: authorization.amountCents, payOn: authorization.payOn },
      });
    }
    return { advance: await loadAdvance(trx, deps, advance, 'staff'), ended };
  });
  if (ended) deps.outbox.kick();
  return advance;
}

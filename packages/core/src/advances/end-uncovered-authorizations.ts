import { advanceMessages } from '@advance/contracts';
import {
  type AdvanceRow,
  type Db,
  endPendingAuthorization,
  findPendingAuthorization,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { notifyApplicant } from './notify-applicant';

/**
 * A pending authorisation covers money still owed on a funded advance. After any change (a
 * payment, a waiver, a reversal, a cancellation) the caller runs this under the advance's row
 * lock: an authorisation for more than the new balance, or on an advance that is no longer
 * funded, ends, so staff cannot collect it. It is logged, and the applicant is told unless the
 * advance was just repaid (that notice says all). `collecting` is the authorisation the change
 * itself collects: it is marked paid by the caller, not ended.
 */
export async function endUncoveredAuthorizations(
  trx: Db,
  deps: Pick<CoreDeps, 'now' | 'outbox'>,
  advance: AdvanceRow,
  actorId: string | null,
  meta: Pick<RequestMeta, 'ip'>,
  collecting: ReadonlySet<string> = new Set(),
): Promise<void> {
  const pending = await findPendingAuthorization(trx, advance.id);
  if (!pending || collecting.has(pending.id)) return;
  const covered = advance.state === 'funded' && pending.amountCents <= advance.balanceCents;
  if (covered) return;
  const reason = advanceMessages.authorizationNoLongerCovered;
  const ended = await endPendingAuthorization(trx, pending.id, reason, deps.now());
  if (!ended) return;
  await logActivity(trx, {
    actorId,
    action: activityActions.paymentAuthorizationEnded,
    targetType: 'advance',
    targetId: advance.id,
    details: {
      applicationId: advance.applicationId,
      authorizationId: pending.id,
      amountCents: pending.amountCents,
      payOn: pending.payOn,
      balanceCents: advance.balanceCents,
      state: advance.state,
      reason,
    },
    ipAddress: meta.ip,
  });
  if (advance.state === 'repaid') return;
  await notifyApplicant(trx, deps, {
    userId: advance.userId,
    applicationId: advance.applicationId,
    kind: 'authorization_ended',
    advance,
    authorization: {
      amountCents: pending.amountCents,
      payOn: pending.payOn,
      cause: 'balance_changed',
    },
  });
}

import {
  type Advance,
  advanceMessages,
  type CancelAdvanceInput,
  type PublicUser,
} from '@advance/contracts';
import { updateAdvance } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { endUncoveredAuthorizations } from './end-uncovered-authorizations';
import { notifyApplicant } from './notify-applicant';
import { changeAdvanceAsStaff } from './staff-advance-change';

/**
 * Cancels an advance that was never funded (or whose funding was reversed), with a reason.
 * The application stays Approved, with the cancellation on record.
 */
export async function cancelAdvance(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: CancelAdvanceInput,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<Advance> {
  return changeAdvanceAsStaff(deps, staff, input.id, async (trx, current) => {
    if (current.state === 'cancelled') throw new DomainError('CONFLICT', advanceMessages.cancelled);
    if (current.state !== 'awaiting_funding')
      throw new DomainError('CONFLICT', advanceMessages.notAwaitingFunding);
    const now = deps.now();
    const cancelled = await updateAdvance(trx, current.id, {
      state: 'cancelled',
      cancelReason: input.reason,
      cancelledBy: staff.id,
      cancelledAt: now,
      updatedAt: now,
    });
    await logActivity(trx, {
      actorId: staff.id,
      action: activityActions.advanceCancelled,
      targetType: 'advance',
      targetId: current.id,
      details: {
        advanceId: current.id,
        applicationId: current.applicationId,
        reason: input.reason,
      },
      ipAddress: meta.ip,
    });
    // Funding undone leaves none pending; should one remain, a cancelled advance owes nothing.
    await endUncoveredAuthorizations(trx, deps, cancelled, staff.id, meta);
    await notifyApplicant(trx, deps, {
      userId: cancelled.userId,
      applicationId: cancelled.applicationId,
      kind: 'cancelled',
      advance: cancelled,
      reason: input.reason,
    });
    return cancelled;
  });
}

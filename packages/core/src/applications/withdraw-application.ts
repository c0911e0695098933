import {
  advanceMessages,
  applicationMessages,
  type CustomerApplication,
  type PublicUser,
  undecidedStatuses,
} from '@advance/contracts';
import {
  closeOpenDocumentRequest,
  findApplicationById,
  insertReview,
  inTransaction,
  lockApplication,
  updateApplicationStatus,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { refreshCompleteness } from '../document-requests/refresh-completeness';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toCustomerApplication } from './to-application';

/**
 * The applicant takes back an application that has no decision yet (issue 18). Under the
 * row lock a staff review cannot decide it at the same moment: whichever comes second sees
 * the other's status. The timeline gets a record like a review's, with no reviewer.
 * Someone else's application is "not found", as everywhere for customers.
 */
export async function withdrawApplication(
  deps: CoreDeps,
  viewer: PublicUser,
  id: string,
  meta: RequestMeta,
): Promise<CustomerApplication> {
  if (!isUuid(id)) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  const row = await inTransaction(deps.db, async (trx) => {
    const current = await lockApplication(trx, id);
    if (!current || current.userId !== viewer.id) {
      throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    }
    if (!undecidedStatuses.includes(current.status)) {
      throw new DomainError('CONFLICT', advanceMessages.withdrawNotAllowed);
    }
    const updated = await updateApplicationStatus(trx, id, {
      status: 'Withdrawn',
      reviewNotes: current.reviewNotes,
      updatedAt: deps.now(),
    });
    if (!updated) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    // Issue 19: nothing is asked of a withdrawn application (no reminders, no Incomplete queue).
    await closeOpenDocumentRequest(trx, id, deps.now());
    await refreshCompleteness(trx, id, deps.now());
    await insertReview(trx, {
      applicationId: id,
      previousStatus: current.status,
      newStatus: 'Withdrawn',
      reviewNotes: null,
      reviewType: 'withdrawn',
      reviewerId: null,
      ipAddress: meta.ip,
    });
    await logActivity(trx, {
      actorId: viewer.id,
      action: activityActions.applicationWithdrawn,
      targetType: 'application',
      targetId: id,
      details: { from: current.status },
      ipAddress: meta.ip,
    });
    return (await findApplicationById(trx, id)) ?? updated;
  });
  return toCustomerApplication(row);
}

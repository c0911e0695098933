import {
  type Application,
  type ApplicationStatus,
  advanceMessages,
  applicationMessages,
  decisionMessages,
  type PublicUser,
  type ReviewApplicationInput,
  undecidedStatuses,
} from '@advance/contracts';
import {
  findAdvanceByApplicationId,
  findApplicationById,
  insertReview,
  inTransaction,
  lockApplication,
  restartApplicationClock,
  updateApplicationStatus,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { createAdvance } from '../advances/create-advance';
import { postReviewMessage } from '../conversations/post-review-message';
import { sameReasons, toDecisionReasons } from '../decisions/decision-reasons';
import { documentRequestDueDate } from '../decisions/document-request-notice';
import { notifyDecision } from '../decisions/notify-decision';
import type { CoreDeps, RequestMeta } from '../deps';
import { refreshCompleteness } from '../document-requests/refresh-completeness';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { assertNotOwnApplication } from './assert-not-own-application';
import { toApplication } from './to-application';

const decidedStatuses: readonly ApplicationStatus[] = ['Approved', 'Denied'];

/**
 * Sets a decision; never on the reviewer's own application. Every review writes a record (previous and new status, notes, reviewer,
 * IP); a status change tells the applicant through the message center and by e-mail, in the
 * staff member's own words when given (issue 19: a denial with its reasons and the
 * adverse-action notice, a document request with its items and due date).
 */
export async function reviewApplication(
  deps: CoreDeps,
  reviewer: PublicUser,
  id: string,
  input: ReviewApplicationInput,
  meta: RequestMeta,
): Promise<Application> {
  if (!isUuid(id)) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  const notes = input.reviewNotes?.trim() || null;
  // Checked before anything is written: a bad due date leaves nothing half-done.
  const dueDate = input.documentRequest
    ? documentRequestDueDate(deps, input.documentRequest)
    : null;
  const reasons =
    input.status === 'Denied' ? toDecisionReasons(input.reasons ?? [], input.otherReason) : null;

  const { updated, mailed } = await inTransaction(deps.db, async (trx) => {
    const current = await lockApplication(trx, id);
    if (!current) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    assertNotOwnApplication(reviewer, current);
    if (input.message && !current.userId) {
      throw new DomainError('BAD_REQUEST', applicationMessages.messageNeedsOwner);
    }
    if (current.status === 'Withdrawn')
      throw new DomainError('CONFLICT', advanceMessages.withdrawnNoReview);
    const statusChanged = current.status !== input.status;
    // Issue 19: moving to ADR needs a checklist; keeping ADR without one keeps the open one.
    if (
      statusChanged &&
      input.status === 'Additional Documentation Requested' &&
      !input.documentRequest
    )
      throw new DomainError('BAD_REQUEST', decisionMessages.documentRequestRequired, {
        fieldErrors: { documentRequest: decisionMessages.documentRequestRequired },
      });
    // A denial kept with other reasons is a new decision for the applicant: new notice.
    const reasonsChanged =
      !statusChanged && reasons !== null && !sameReasons(current.decisionReasons, reasons);
    // An advance fixes the decision (issue 18); notes may still be added. A cancelled one
    // frees it, but the application cannot be approved a second time (one advance each).
    const existing = statusChanged ? await findAdvanceByApplicationId(trx, id) : undefined;
    if (existing && (existing.state !== 'cancelled' || input.status === 'Approved'))
      throw new DomainError('CONFLICT', advanceMessages.decisionLocked);
    const row = await updateApplicationStatus(trx, id, {
      status: input.status,
      reviewNotes: notes,
      updatedAt: deps.now(),
      // The reasons are those of the decision that denied it: a note-only review keeps them.
      ...(statusChanged || reasonsChanged
        ? { decisionReasons: reasons ? JSON.stringify(reasons) : null }
        : {}),
    });
    if (!row) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    const advance =
      statusChanged && input.status === 'Approved'
        ? await createAdvance(trx, deps, row, reviewer, meta)
        : undefined;
    await insertReview(trx, {
      applicationId: id,
      previousStatus: current.status,
      newStatus: input.status,
      reviewNotes: notes,
      reviewType: statusChanged ? 'status_change' : 'note',
      reviewerId: reviewer.id,
      ipAddress: meta.ip,
    });
    // Reopening a decided application: its 30-day clock starts again from now.
    if (
      statusChanged &&
      decidedStatuses.includes(current.status) &&
      undecidedStatuses.includes(input.status)
    ) {
      await restartApplicationClock(trx, id, deps.now());
      await refreshCompleteness(trx, id, deps.now());
    }
    const mailed = await notifyDecision(trx, deps, {
      application: row,
      input,
      statusChanged,
      reasonsChanged,
      reasons,
      dueDate,
      advance,
      reviewerId: reviewer.id,
      ip: meta.ip,
    });
    await logActivity(trx, {
      actorId: reviewer.id,
      action: activityActions.applicationReviewed,
      targetType: 'application',
      targetId: id,
      details: {
        from: current.status,
        to: input.status,
        notes,
        messageSent: Boolean(input.message),
        ...(reasonsChanged ? { reasonsChanged: true } : {}),
      },
      ipAddress: meta.ip,
    });
    // Read back: the document request may have moved the clock columns since the update.
    return { updated: (await findApplicationById(trx, id)) ?? row, mailed };
  });
  if (mailed) deps.outbox.kick();
  // The same words reach the applicant's chat, tagged Application Review. The review
  // stands either way, so a failure here is logged rather than reported as a failed review.
  if (input.message && updated.userId) {
    await postReviewMessage(deps, {
      userId: updated.userId,
      applicationId: id,
      senderId: reviewer.id,
      title: input.message.title,
      content: input.message.content,
    }).catch((error: unknown) => {
      deps.log.error({ err: error, applicationId: id }, 'Posting a review message to chat failed');
    });
  }
  return toApplication(updated);
}

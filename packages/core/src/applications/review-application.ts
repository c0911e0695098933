import {
  type Application,
  type ApplicationStatus,
  applicationMessages,
  customerStatusText,
  type PublicUser,
  type ReviewApplicationInput,
} from '@advance/contracts';
import {
  insertMessage,
  insertReview,
  inTransaction,
  lockApplication,
  type MessageTypeColumn,
  updateApplicationStatus,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { postReviewMessage } from '../conversations/post-review-message';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { assertNotOwnApplication } from './assert-not-own-application';
import { toApplication } from './to-application';

/** docs/architecture.md §5, "Review → Message Center". */
const messageTypeFor: Record<ApplicationStatus, MessageTypeColumn> = {
  Approved: 'approved',
  Submitted: 'under_review',
  'Waiting approval': 'under_review',
  'Additional Documentation Requested': 'action_required',
  Denied: 'other',
};

/**
 * Sets a decision; never on the reviewer's own application. Every review writes a record (previous and new status, notes, reviewer,
 * IP); a status change tells the applicant through the message center, in the staff
 * member's own words when given.
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

  const updated = await inTransaction(deps.db, async (trx) => {
    const current = await lockApplication(trx, id);
    if (!current) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    assertNotOwnApplication(reviewer, current);
    if (input.message && !current.userId) {
      throw new DomainError('BAD_REQUEST', applicationMessages.messageNeedsOwner);
    }
    const statusChanged = current.status !== input.status;
    const row = await updateApplicationStatus(trx, id, {
      status: input.status,
      reviewNotes: notes,
      updatedAt: deps.now(),
    });
    if (!row) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
    await insertReview(trx, {
      applicationId: id,
      previousStatus: current.status,
      newStatus: input.status,
      reviewNotes: notes,
      reviewType: statusChanged ? 'status_change' : 'note',
      reviewerId: reviewer.id,
      ipAddress: meta.ip,
    });
    if (current.userId && (statusChanged || input.message)) {
      await insertMessage(trx, {
        userId: current.userId,
        senderId: reviewer.id,
        applicationId: id,
        type: messageTypeFor[input.status],
        title:
          input.message?.title ?? `Application update: ${customerStatusText(input.status).badge}`,
        content: input.message?.content ?? customerStatusText(input.status).text,
      });
    }
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
      },
      ipAddress: meta.ip,
    });
    return row;
  });
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

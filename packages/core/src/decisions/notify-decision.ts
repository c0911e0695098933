import type { ApplicationStatus, DecisionReason, ReviewApplicationInput } from '@advance/contracts';
import {
  type AdvanceRow,
  closeOpenDocumentRequest,
  type Db,
  insertMessage,
  type MessageTypeColumn,
  type StoredApplication,
} from '@advance/db';
import type { CoreDeps } from '../deps';
import { refreshCompleteness } from '../document-requests/refresh-completeness';
import { statusNotice } from '../mail/templates/message-center-notices';
import { sendAdverseAction } from './adverse-action';
import { openDocumentRequest } from './document-request-notice';
import { decisionRecipient } from './recipient';
import { sendStatusMail } from './status-mail';

/** docs/architecture.md §5, "Review → Message Center". */
const messageTypeFor: Record<ApplicationStatus, MessageTypeColumn> = {
  Approved: 'approved',
  Submitted: 'under_review',
  'Waiting approval': 'under_review',
  'Additional Documentation Requested': 'action_required',
  Denied: 'other',
  Withdrawn: 'other',
};

export interface DecisionContext {
  /** The application after the update. */
  application: StoredApplication;
  input: ReviewApplicationInput;
  statusChanged: boolean;
  /** A same-status denial with reasons other than the stored ones (a new notice goes). */
  reasonsChanged?: boolean;
  reasons: DecisionReason[] | null;
  /** The checked due date of a document request (Additional Documentation Requested). */
  dueDate: string | null;
  advance: AdvanceRow | undefined;
  reviewerId: string;
  ip: string | null;
}

/**
 * Issue 19: what a review does beyond the status, in its transaction. The document request
 * follows the status (opened or replaced with Additional Documentation Requested, closed by any
 * other change); a status change tells the applicant in the Message Center and by e-mail — a
 * denial with the adverse-action notice, a request with its list; staff's own message, when
 * written, is filed as well. Returns whether mail was queued (the caller kicks the outbox).
 */
export async function notifyDecision(trx: Db, deps: CoreDeps, ctx: DecisionContext) {
  const { application, input, statusChanged } = ctx;
  const base = { application, reviewerId: ctx.reviewerId, ip: ctx.ip };
  let mailed = false;
  if (input.documentRequest && ctx.dueDate) {
    await openDocumentRequest(trx, deps, {
      ...base,
      request: input.documentRequest,
      dueDate: ctx.dueDate,
    });
    mailed = true;
  } else if (statusChanged) {
    await closeOpenDocumentRequest(trx, application.id, deps.now());
    await refreshCompleteness(trx, application.id, deps.now());
  }
  if ((statusChanged || ctx.reasonsChanged) && input.status === 'Denied' && ctx.reasons) {
    await sendAdverseAction(trx, deps, { ...base, reasons: ctx.reasons });
    mailed = true;
  }
  const hasOwnNotice = input.status === 'Denied' || input.documentRequest;
  if (statusChanged && !hasOwnNotice) {
    await sendStatusMail(trx, deps, { application, status: input.status, advance: ctx.advance });
    mailed = true;
  }
  if (!application.userId) return mailed;
  // Staff's own words as written, or the generic text when the status has no notice of its
  // own, in the customer's language (issue 20).
  if (input.message || (statusChanged && !hasOwnNotice)) {
    const notice =
      input.message ??
      statusNotice((await decisionRecipient(trx, deps, application)).locale, input.status);
    await insertMessage(trx, {
      userId: application.userId,
      senderId: ctx.reviewerId,
      applicationId: application.id,
      type: messageTypeFor[input.status],
      title: notice.title,
      content: notice.content,
    });
  }
  return mailed;
}

import {
  DOCUMENT_REQUEST_DAYS_DEFAULT,
  type DocumentRequestInput,
  type DocumentRequestItemInput,
  dueDateAfter,
  dueDateProblem,
} from '@advance/contracts';
import {
  closeOpenDocumentRequest,
  type Db,
  insertDocumentItems,
  insertDocumentRequest,
  insertMessage,
  type StoredApplication,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps } from '../deps';
import { refreshCompleteness } from '../document-requests/refresh-completeness';
import { DomainError } from '../errors';
import { documentRequestMail } from '../mail/templates/document-request-mail';
import { documentRequestNotice } from '../mail/templates/message-center-notices';
import { decisionRecipient } from './recipient';

/**
 * The request's due date: the one staff chose (after today, within 90 days, by the server's
 * clock) or today + DOCUMENT_REQUEST_DAYS. Checked before anything is written.
 */
export function documentRequestDueDate(
  deps: Pick<CoreDeps, 'config' | 'now'>,
  input: DocumentRequestInput,
): string {
  const now = deps.now();
  if (!input.dueDate)
    return dueDateAfter(deps.config.documentRequestDays ?? DOCUMENT_REQUEST_DAYS_DEFAULT, now);
  const problem = dueDateProblem(input.dueDate, now);
  if (problem) throw new DomainError('BAD_REQUEST', problem);
  return input.dueDate;
}

/**
 * Issue 19: opens the application's document request — replacing an open one — with its items,
 * keeps the clock true, and tells the applicant what is needed by when (Message Center and
 * e-mail, in the review's transaction; the caller kicks the outbox after commit).
 */
export async function openDocumentRequest(
  trx: Db,
  deps: Pick<CoreDeps, 'config' | 'outbox' | 'now'>,
  input: {
    application: StoredApplication;
    request: DocumentRequestInput;
    dueDate: string;
    reviewerId: string;
    ip: string | null;
  },
): Promise<void> {
  const { application, dueDate } = input;
  const items = input.request.items;
  await closeOpenDocumentRequest(trx, application.id, deps.now());
  const request = await insertDocumentRequest(trx, {
    applicationId: application.id,
    dueDate,
    requestedBy: input.reviewerId,
  });
  await insertDocumentItems(trx, request, items, input.reviewerId);
  await refreshCompleteness(trx, application.id, deps.now());
  await sendDocumentRequestNotice(trx, deps, {
    application,
    dueDate,
    items,
    senderId: input.reviewerId,
  });
  await logActivity(trx, {
    actorId: input.reviewerId,
    action: activityActions.documentsRequested,
    targetType: 'application',
    targetId: application.id,
    details: { requestId: request.id, dueDate, items: items.length },
    ipAddress: input.ip,
  });
}

/**
 * Tells the applicant which documents are needed by when: a Message Center message (when the
 * application has an account) and an e-mail, queued in the caller's transaction.
 */
export async function sendDocumentRequestNotice(
  trx: Db,
  deps: Pick<CoreDeps, 'config' | 'outbox'>,
  input: {
    application: StoredApplication;
    dueDate: string;
    items: DocumentRequestItemInput[];
    senderId: string;
  },
): Promise<void> {
  const { application, dueDate, items } = input;
  const to = await decisionRecipient(trx, deps, application);
  if (to.userId)
    await insertMessage(trx, {
      userId: to.userId,
      senderId: input.senderId,
      applicationId: application.id,
      type: 'action_required',
      // In the customer's language (issue 20), as the e-mail.
      ...documentRequestNotice(to.locale, { dueDate, items }),
    });
  const mail = await documentRequestMail({
    firstName: to.firstName,
    dueDate,
    items,
    dashboardUrl: to.dashboardUrl,
    locale: to.locale,
  });
  await deps.outbox.enqueue(trx, { to: to.email, ...mail });
}

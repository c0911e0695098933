import {
  DOCUMENT_REQUEST_DAYS_DEFAULT,
  type DocumentRequest,
  type DocumentRequestItemInput,
  decisionMessages,
  dueDateAfter,
  MAX_DOCUMENT_REQUEST_ITEMS,
  type PublicUser,
} from '@advance/contracts';
import {
  countDocumentItems,
  findOpenDocumentRequest,
  insertDocumentItems,
  inTransaction,
  listDocumentItems,
  setDocumentRequestDueDate,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { sendDocumentRequestNotice } from '../decisions/document-request-notice';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { assertDocumentsRequested } from './assert-documents-requested';
import { documentRequestOf } from './document-requests-of';
import { lockForStaffChange } from './lock-for-staff-change';
import { refreshCompleteness } from './refresh-completeness';

/**
 * Issue 19: staff add a document to the open request. The checklist keeps its due date,
 * unless that is today or past: then the applicant gets DOCUMENT_REQUEST_DAYS from today, so a
 * new item never makes the application Incomplete at once. A new pending item stops the 30-day
 * clock until it is received or accepted. The applicant is told what is still needed by when.
 */
export async function addDocumentItem(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: DocumentRequestItemInput & { applicationId: string },
  meta: RequestMeta,
): Promise<DocumentRequest> {
  const now = deps.now();
  await inTransaction(deps.db, async (db) => {
    const application = await lockForStaffChange(db, staff, input.applicationId);
    assertDocumentsRequested(application);
    let open = await findOpenDocumentRequest(db, application.id);
    if (!open) throw new DomainError('CONFLICT', decisionMessages.noOpenRequest);
    if ((await countDocumentItems(db, open.id)) >= MAX_DOCUMENT_REQUEST_ITEMS)
      throw new DomainError('BAD_REQUEST', decisionMessages.tooManyItems);
    if (open.dueDate <= dueDateAfter(0, now)) {
      const days = deps.config.documentRequestDays ?? DOCUMENT_REQUEST_DAYS_DEFAULT;
      open = await setDocumentRequestDueDate(db, open.id, dueDateAfter(days, now));
    }
    const item = { category: input.category, description: input.description };
    const [added] = await insertDocumentItems(db, open, [item], staff.id);
    await refreshCompleteness(db, application.id, now);
    const pending = (await listDocumentItems(db, open.id)).filter((i) => i.state === 'pending');
    await sendDocumentRequestNotice(db, deps, {
      application,
      dueDate: open.dueDate,
      items: pending.map((i) => ({
        category: i.category as DocumentRequestItemInput['category'],
        description: i.description,
      })),
      senderId: staff.id,
    });
    await logActivity(db, {
      actorId: staff.id,
      action: activityActions.documentItemAdded,
      targetType: 'application',
      targetId: application.id,
      details: { requestId: open.id, itemId: added?.id, dueDate: open.dueDate, ...item },
      ipAddress: meta.ip,
    });
  });
  deps.outbox.kick();
  const request = await documentRequestOf(deps.db, input.applicationId, now);
  if (!request) throw new DomainError('CONFLICT', decisionMessages.noOpenRequest);
  return request;
}

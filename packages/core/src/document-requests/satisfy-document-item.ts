import { type DocumentRequest, decisionMessages, type PublicUser } from '@advance/contracts';
import { inTransaction, lockDocumentItem, markDocumentItemSatisfied } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { assertDocumentsRequested } from './assert-documents-requested';
import { documentRequestOf } from './document-requests-of';
import { lockForStaffChange } from './lock-for-staff-change';
import { refreshCompleteness } from './refresh-completeness';

/**
 * Issue 19: staff accept an item (received or not: a document may arrive another way).
 * Accepting an accepted item changes nothing and writes nothing, so a double click or a
 * retry is harmless; the application lock makes concurrent calls write one activity row.
 */
export async function satisfyDocumentItem(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: { applicationId: string; itemId: string },
  meta: RequestMeta,
): Promise<DocumentRequest> {
  const now = deps.now();
  await inTransaction(deps.db, async (db) => {
    const application = await lockForStaffChange(db, staff, input.applicationId);
    assertDocumentsRequested(application);
    const item = isUuid(input.itemId)
      ? await lockDocumentItem(db, application.id, input.itemId)
      : undefined;
    if (!item) throw new DomainError('NOT_FOUND', decisionMessages.itemNotFound);
    if (item.state === 'satisfied') return;
    if (!item.requestOpen) throw new DomainError('CONFLICT', decisionMessages.noOpenRequest);
    await markDocumentItemSatisfied(db, item.id, { by: staff.id, at: now });
    await refreshCompleteness(db, application.id, now);
    await logActivity(db, {
      actorId: staff.id,
      action: activityActions.documentItemSatisfied,
      targetType: 'application',
      targetId: application.id,
      details: {
        requestId: item.requestId,
        itemId: item.id,
        description: item.description,
        from: item.state,
      },
      ipAddress: meta.ip,
    });
  });
  const request = await documentRequestOf(deps.db, input.applicationId, now);
  if (!request) throw new DomainError('NOT_FOUND', decisionMessages.itemNotFound);
  return request;
}

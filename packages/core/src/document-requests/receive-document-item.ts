import { decisionMessages } from '@advance/contracts';
import {
  type Db,
  type DocumentRequestItemRow,
  lockApplication,
  lockDocumentItem,
  markDocumentItemReceived,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { assertDocumentsRequested } from './assert-documents-requested';
import { refreshCompleteness } from './refresh-completeness';

/**
 * Issue 19, before a file is recorded against a requested item (inside the upload's
 * transaction): the item must be on the application's open request and not yet accepted.
 * Locks the application first, before the attachment's insert touches it, so two uploads to
 * one application queue here instead of deadlocking, and the completeness count that follows
 * sees the other's item.
 */
export async function claimDocumentItem(
  db: Db,
  applicationId: string,
  itemId: string,
): Promise<DocumentRequestItemRow> {
  if (!isUuid(itemId)) throw new DomainError('NOT_FOUND', decisionMessages.itemNotFound);
  const application = await lockApplication(db, applicationId);
  if (!application) throw new DomainError('NOT_FOUND', decisionMessages.itemNotFound);
  // An item that is not this application's is unknown, whatever the application's status.
  const item = await lockDocumentItem(db, applicationId, itemId);
  if (!item) throw new DomainError('NOT_FOUND', decisionMessages.itemNotFound);
  assertDocumentsRequested(application);
  if (!item.requestOpen) throw new DomainError('NOT_FOUND', decisionMessages.itemNotFound);
  if (item.state === 'satisfied')
    throw new DomainError('CONFLICT', decisionMessages.itemAlreadySatisfied);
  return item;
}

/** After the attachment row exists: the item is received, the clock and queue follow. */
export async function receiveDocumentItem(
  db: Db,
  entry: {
    item: DocumentRequestItemRow;
    attachmentId: string;
    actorId: string;
    now: Date;
    meta: RequestMeta;
  },
): Promise<void> {
  const { item, now } = entry;
  await markDocumentItemReceived(db, item.id, { attachmentId: entry.attachmentId, at: now });
  await refreshCompleteness(db, item.applicationId, now);
  await logActivity(db, {
    actorId: entry.actorId,
    action: activityActions.documentItemReceived,
    targetType: 'application',
    targetId: item.applicationId,
    details: {
      requestId: item.requestId,
      itemId: item.id,
      attachmentId: entry.attachmentId,
      description: item.description,
    },
    ipAddress: entry.meta.ip,
  });
}

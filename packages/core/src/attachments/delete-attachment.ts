import { attachmentMessages, type PublicUser } from '@advance/contracts';
import {
  deleteAttachment as deleteRow,
  findAttachmentWithOwner,
  inTransaction,
  lockApplication,
  reopenItemsAnsweredBy,
} from '@advance/db';
import { activityActions } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { refreshCompleteness } from '../document-requests/refresh-completeness';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { logAttachmentActivity } from './log-attachment-activity';

/**
 * Staff only (checked by the transport): removes the record, then the stored bytes. The
 * record goes first, so a storage hiccup leaves an unreachable object (logged), never a
 * listed file whose bytes are gone. Issue 19: a file that answered a requested item leaves
 * that item needed again (unless accepted), with the clock and queue following, under the
 * application's lock like every other item change.
 */
export async function deleteAttachment(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  id: string,
  meta: RequestMeta,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new DomainError('NOT_FOUND', attachmentMessages.notFound);
  const row = await inTransaction(deps.db, async (db) => {
    const found = await findAttachmentWithOwner(db, id);
    if (!found) throw new DomainError('NOT_FOUND', attachmentMessages.notFound);
    await lockApplication(db, found.applicationId);
    const reopened = await reopenItemsAnsweredBy(db, id);
    const deleted = await deleteRow(db, id);
    if (!deleted) throw new DomainError('NOT_FOUND', attachmentMessages.notFound);
    if (reopened.length > 0) await refreshCompleteness(db, deleted.applicationId, deps.now());
    await logAttachmentActivity(db, {
      actorId: actor.id,
      action: activityActions.attachmentDeleted,
      attachment: deleted,
      meta,
    });
    return deleted;
  });
  await deps.storage.delete(row.objectKey).catch((error: unknown) => {
    deps.log.error(
      { err: error, objectKey: row.objectKey },
      'Removing a deleted attachment failed',
    );
  });
  return { id: row.id };
}

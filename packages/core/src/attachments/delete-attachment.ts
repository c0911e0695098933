import { attachmentMessages, type PublicUser } from '@advance/contracts';
import { deleteAttachment as deleteRow, inTransaction } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { logAttachmentActivity } from './log-attachment-activity';

/**
 * Staff only (checked by the transport): removes the record, then the stored bytes. The
 * record goes first, so a storage hiccup leaves an unreachable object (logged), never a
 * listed file whose bytes are gone.
 */
export async function deleteAttachment(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  id: string,
  meta: RequestMeta,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new DomainError('NOT_FOUND', attachmentMessages.notFound);
  const row = await inTransaction(deps.db, async (db) => {
    const deleted = await deleteRow(db, id);
    if (!deleted) throw new DomainError('NOT_FOUND', attachmentMessages.notFound);
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

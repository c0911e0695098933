import type { Readable } from 'node:stream';
import { attachmentMessages, isStaffRole, type PublicUser } from '@advance/contracts';
import { findAttachmentWithOwner } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { logAttachmentActivity } from './log-attachment-activity';

export interface Download {
  fileName: string;
  fileType: string;
  size: number;
  body: Readable;
}

const notFound = () => new DomainError('NOT_FOUND', attachmentMessages.notFound);

/**
 * Opens a document for download: staff always; the applicant only while it is visible to
 * them. Everyone else, signed out included, gets the same "not found". Staff downloads are
 * written to the activity log.
 */
export async function openDownload(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'> | null,
  id: string,
  meta: RequestMeta,
): Promise<Download> {
  if (!actor || !isUuid(id)) throw notFound();
  const row = await findAttachmentWithOwner(deps.db, id);
  if (!row) throw notFound();
  const ownerMaySee = row.ownerId === actor.id && row.visibleToUser;
  const staff = isStaffRole(actor.role);
  if (!staff && !ownerMaySee) throw notFound();
  const object = await deps.storage.get(row.objectKey);
  if (!object) {
    deps.log.error({ attachmentId: row.id, objectKey: row.objectKey }, 'Attachment bytes missing');
    throw notFound();
  }
  // Staff reading someone's identity or income papers leaves a trace; owners reading their own do not.
  if (staff) {
    await logAttachmentActivity(deps.db, {
      actorId: actor.id,
      action: activityActions.attachmentDownloaded,
      attachment: row,
      meta,
    });
  }
  return { fileName: row.fileName, fileType: row.fileType, size: object.size, body: object.body };
}

import type { Readable } from 'node:stream';
import { attachmentMessages, isStaffRole, type PublicUser } from '@advance/contracts';
import { findAttachmentWithOwner } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

export interface Download {
  fileName: string;
  fileType: string;
  size: number;
  body: Readable;
}

const notFound = () => new DomainError('NOT_FOUND', attachmentMessages.notFound);

/**
 * Opens a document for download: staff always; the applicant only while it is visible to
 * them. Everyone else, signed out included, gets the same "not found".
 */
export async function openDownload(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'> | null,
  id: string,
): Promise<Download> {
  if (!actor || !isUuid(id)) throw notFound();
  const row = await findAttachmentWithOwner(deps.db, id);
  if (!row) throw notFound();
  const ownerMaySee = row.ownerId === actor.id && row.visibleToUser;
  if (!isStaffRole(actor.role) && !ownerMaySee) throw notFound();
  const object = await deps.storage.get(row.objectKey);
  if (!object) {
    deps.log.error({ attachmentId: row.id, objectKey: row.objectKey }, 'Attachment bytes missing');
    throw notFound();
  }
  return { fileName: row.fileName, fileType: row.fileType, size: object.size, body: object.body };
}

import {
  type Attachment,
  applicationMessages,
  isStaffRole,
  type PublicUser,
} from '@advance/contracts';
import { findApplicationById, listAttachmentsOfApplication } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toAttachment } from './to-attachment';

/**
 * An application's documents, newest first. Customers see only the visible ones of their
 * own applications; anyone else's application is "not found", not "forbidden".
 */
export async function listAttachments(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'>,
  applicationId: string,
): Promise<Attachment[]> {
  const staff = isStaffRole(actor.role);
  const application = isUuid(applicationId)
    ? await findApplicationById(deps.db, applicationId)
    : undefined;
  if (!application || (!staff && application.userId !== actor.id))
    throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  const rows = await listAttachmentsOfApplication(deps.db, application.id, { visibleOnly: !staff });
  return rows.map(toAttachment);
}

import {
  type Attachment,
  applicationMessages,
  isStaffRole,
  type PublicUser,
} from '@advance/contracts';
import { findApplicationById, listAttachmentsOfApplication } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import { logStaffRead } from '../activity/log-staff-read';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toAttachment } from './to-attachment';

/**
 * An application's documents, newest first. Customers see only the visible ones of their
 * own applications; anyone else's application is "not found", not "forbidden". A staff
 * read is logged.
 */
export async function listAttachments(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id' | 'role'>,
  applicationId: string,
  meta: Pick<RequestMeta, 'ip'> | null = null,
): Promise<Attachment[]> {
  const staff = isStaffRole(actor.role);
  const application = isUuid(applicationId)
    ? await findApplicationById(deps.db, applicationId)
    : undefined;
  if (!application || (!staff && application.userId !== actor.id))
    throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  const rows = await listAttachmentsOfApplication(deps.db, application.id, { visibleOnly: !staff });
  if (staff) {
    await logStaffRead(
      deps,
      actor,
      {
        action: activityActions.attachmentsListed,
        targetType: 'application',
        targetId: application.id,
        details: { count: rows.length },
      },
      meta,
    );
  }
  return rows.map(toAttachment);
}

import { type Attachment, attachmentMessages, type PublicUser } from '@advance/contracts';
import { inTransaction, setAttachmentVisibility as setVisibility } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { logAttachmentActivity } from './log-attachment-activity';
import { toAttachment } from './to-attachment';

/** Staff only (checked by the transport): shows or hides a document from the applicant. */
export async function setAttachmentVisibility(
  deps: CoreDeps,
  actor: Pick<PublicUser, 'id'>,
  input: { id: string; visibleToUser: boolean },
  meta: RequestMeta,
): Promise<Attachment> {
  if (!isUuid(input.id)) throw new DomainError('NOT_FOUND', attachmentMessages.notFound);
  return inTransaction(deps.db, async (db) => {
    const row = await setVisibility(db, input.id, input.visibleToUser);
    if (!row) throw new DomainError('NOT_FOUND', attachmentMessages.notFound);
    await logAttachmentActivity(db, {
      actorId: actor.id,
      action: activityActions.attachmentVisibilityChanged,
      attachment: row,
      meta,
      details: { visibleToUser: row.visibleToUser },
    });
    return toAttachment(row);
  });
}

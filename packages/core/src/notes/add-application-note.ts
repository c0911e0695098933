import type { ApplicationNote, PublicUser } from '@advance/contracts';
import { findUserById, insertApplicationNote, inTransaction } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { findNoteApplication } from './find-note-application';
import { toApplicationNote } from './to-application-note';

/**
 * Staff only (the procedure checks the role): a private note on an application, with its
 * activity row in the same transaction. Nothing reaches the applicant: no message, no live
 * event, no mail. `content` is already trimmed and bounded by the contracts schema.
 */
export async function addApplicationNote(
  deps: CoreDeps,
  author: Pick<PublicUser, 'id'>,
  applicationId: string,
  content: string,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<ApplicationNote> {
  await findNoteApplication(deps.db, author, applicationId);
  const row = await inTransaction(deps.db, async (trx) => {
    const note = await insertApplicationNote(trx, {
      applicationId,
      authorId: author.id,
      content,
      createdAt: deps.now(),
    });
    await logActivity(trx, {
      actorId: author.id,
      action: activityActions.noteAdded,
      targetType: 'application',
      targetId: applicationId,
      // The words stay in the note; the log says only that one was written.
      details: { noteId: note.id, length: content.length },
      ipAddress: meta.ip ?? null,
    });
    return note;
  });
  const user = await findUserById(deps.db, author.id);
  return toApplicationNote({
    ...row,
    authorFirstName: user?.firstName ?? null,
    authorLastName: user?.lastName ?? null,
    authorEmail: user?.email ?? null,
  });
}

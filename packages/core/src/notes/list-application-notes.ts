import type { ApplicationNote, PublicUser } from '@advance/contracts';
import { listApplicationNotes as listNoteRows } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import { logStaffRead } from '../activity/log-staff-read';
import type { CoreDeps, RequestMeta } from '../deps';
import { findNoteApplication } from './find-note-application';
import { toApplicationNote } from './to-application-note';

/** Staff only (the procedure checks the role): an application's private notes, oldest first. */
export async function listApplicationNotes(
  deps: CoreDeps,
  reader: Pick<PublicUser, 'id'>,
  applicationId: string,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<ApplicationNote[]> {
  await findNoteApplication(deps.db, reader, applicationId);
  const rows = await listNoteRows(deps.db, applicationId);
  await logStaffRead(
    deps,
    reader,
    { action: activityActions.notesViewed, targetType: 'application', targetId: applicationId },
    meta,
  );
  return rows.map(toApplicationNote);
}

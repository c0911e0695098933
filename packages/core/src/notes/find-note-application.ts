import { applicationMessages, staffNoteTexts } from '@advance/contracts';
import { type Db, findApplicationById } from '@advance/db';
import { assertNotOwnApplication } from '../applications/assert-not-own-application';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

/**
 * The application whose notes staff open: it must exist, and it must not be their own — an
 * applicant never reads or writes the notes about themselves, staff or not.
 */
export async function findNoteApplication(db: Db, staff: { id: string }, applicationId: string) {
  if (!isUuid(applicationId)) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  const application = await findApplicationById(db, applicationId);
  if (!application) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  assertNotOwnApplication(staff, application, staffNoteTexts.ownApplication);
  return application;
}

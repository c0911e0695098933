import { applicationMessages, type PublicUser } from '@advance/contracts';
import { type Db, lockApplication, type StoredApplication } from '@advance/db';
import { assertNotOwnApplication } from '../applications/assert-not-own-application';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

/**
 * Issue 19: a staff change to a request locks its application first, so concurrent changes to
 * one application queue and each completeness count sees the others' items. Nobody works
 * the checklist of their own application.
 */
export async function lockForStaffChange(
  db: Db,
  staff: Pick<PublicUser, 'id'>,
  applicationId: string,
): Promise<StoredApplication> {
  const application = isUuid(applicationId) ? await lockApplication(db, applicationId) : undefined;
  if (!application) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  assertNotOwnApplication(staff, application);
  return application;
}

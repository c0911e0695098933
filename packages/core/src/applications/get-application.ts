import { type Application, applicationMessages, type PublicUser } from '@advance/contracts';
import { findApplicationById } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import { logStaffRead } from '../activity/log-staff-read';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toApplication } from './to-application';

/**
 * For staff: any application, review notes included; the read is logged. Customers read
 * theirs through listMyApplications.
 */
export async function getApplication(
  deps: CoreDeps,
  reader: Pick<PublicUser, 'id'>,
  id: string,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<Application> {
  const row = isUuid(id) ? await findApplicationById(deps.db, id) : undefined;
  if (!row) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  await logStaffRead(
    deps,
    reader,
    { action: activityActions.applicationViewed, targetType: 'application', targetId: row.id },
    meta,
  );
  return toApplication(row);
}

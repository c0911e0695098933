import { type Application, applicationMessages } from '@advance/contracts';
import { findApplicationById } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toApplication } from './to-application';

/** For staff: any application. Customers read theirs through listMyApplications. */
export async function getApplication(deps: CoreDeps, id: string): Promise<Application> {
  const row = isUuid(id) ? await findApplicationById(deps.db, id) : undefined;
  if (!row) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  return toApplication(row);
}

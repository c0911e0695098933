import type { Application } from '@advance/contracts';
import { listApplicationsOfUser } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toApplication } from './to-application';

/** A customer's own applications, newest first. Bounded: nobody has hundreds. */
export const listMyApplications = async (deps: CoreDeps, userId: string): Promise<Application[]> =>
  (await listApplicationsOfUser(deps.db, userId, 200)).map(toApplication);

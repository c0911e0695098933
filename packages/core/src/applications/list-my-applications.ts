import type { CustomerApplication } from '@advance/contracts';
import { listApplicationsOfUser } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toCustomerApplication } from './to-application';

/**
 * A customer's own applications, newest first, in the applicant's view (no review notes).
 * Bounded: nobody has hundreds.
 */
export const listMyApplications = async (
  deps: CoreDeps,
  userId: string,
): Promise<CustomerApplication[]> =>
  (await listApplicationsOfUser(deps.db, userId, 200)).map(toCustomerApplication);

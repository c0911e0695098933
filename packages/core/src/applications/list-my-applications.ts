import type { CustomerApplication } from '@advance/contracts';
import { listApplicationsOfUser } from '@advance/db';
import type { CoreDeps } from '../deps';
import { documentRequestsOf } from '../document-requests/document-requests-of';
import { toCustomerApplication } from './to-application';

/**
 * A customer's own applications, newest first, in the applicant's view (no review notes),
 * each with its open (or last) document request. Bounded: nobody has hundreds.
 */
export async function listMyApplications(
  deps: CoreDeps,
  userId: string,
): Promise<CustomerApplication[]> {
  const rows = await listApplicationsOfUser(deps.db, userId, 200);
  const requests = await documentRequestsOf(
    deps.db,
    rows.map((row) => row.id),
    deps.now(),
  );
  return rows.map((row) => toCustomerApplication(row, requests.get(row.id) ?? null));
}

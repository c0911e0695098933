import { pendingStatuses } from '@advance/contracts';
import { countApplications, countUsersWithRole, sumUnreadByAdmin } from '@advance/db';
import type { CoreDeps } from '../deps';

/** The admin cards, counted by the database rather than by loading rows. */
export async function getAdminSummary(deps: CoreDeps) {
  const [applications, totalUsers, unreadMessages] = await Promise.all([
    countApplications(deps.db, pendingStatuses),
    countUsersWithRole(deps.db, 'user'),
    sumUnreadByAdmin(deps.db),
  ]);
  return {
    totalApplications: applications.total,
    pendingReview: applications.pending,
    totalUsers,
    // Customer chat messages no staff member has read yet.
    unreadMessages,
  };
}

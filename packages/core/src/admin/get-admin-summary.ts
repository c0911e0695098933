import { pendingStatuses } from '@advance/contracts';
import { countApplications, countUsersWithRole } from '@advance/db';
import type { CoreDeps } from '../deps';

/** The admin cards, counted by the database rather than by loading rows. */
export async function getAdminSummary(deps: CoreDeps) {
  const [applications, totalUsers] = await Promise.all([
    countApplications(deps.db, pendingStatuses),
    countUsersWithRole(deps.db, 'user'),
  ]);
  return {
    totalApplications: applications.total,
    pendingReview: applications.pending,
    totalUsers,
    // Conversations arrive with live support; until then nothing can be unread.
    unreadMessages: 0,
  };
}

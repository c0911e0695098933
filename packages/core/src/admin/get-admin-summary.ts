import {
  type AdminSummary,
  DECISION_DAYS,
  DECISION_DUE_SOON_DAYS,
  pendingStatuses,
} from '@advance/contracts';
import {
  advanceTotals,
  countApplications,
  countClockFigures,
  countUsers,
  sumUnreadByAdmin,
} from '@advance/db';
import { pastDueBefore } from '../advances/derive-state';
import { advanceClock } from '../advances/get-advance';
import type { CoreDeps } from '../deps';

/** The admin cards, counted by the database rather than by loading rows. */
export async function getAdminSummary(deps: CoreDeps): Promise<AdminSummary> {
  const { today, graceDays } = advanceClock(deps);
  const now = deps.now();
  const [applications, totalUsers, unreadMessages, advances, clock] = await Promise.all([
    countApplications(deps.db, pendingStatuses),
    // Issue 20: the same population as the Users tab (every account), so the two agree.
    countUsers(deps.db),
    sumUnreadByAdmin(deps.db),
    advanceTotals(deps.db, pastDueBefore(today, graceDays)),
    // Issue 19: "due soon" is day 25 of the 30-day clock or later, overdue clocks included.
    countClockFigures(deps.db, {
      today: now.toISOString().slice(0, 10),
      dueSoonSince: new Date(now.getTime() - (DECISION_DAYS - DECISION_DUE_SOON_DAYS) * 86_400_000),
    }),
  ]);
  return {
    totalApplications: applications.total,
    pendingReview: applications.pending,
    totalUsers,
    // Customer chat messages no staff member has read yet.
    unreadMessages,
    outstanding: advances.outstandingCents / 100,
    pastDueCount: advances.pastDueCount,
    pastDueAmount: advances.pastDueCents / 100,
    incompleteCount: clock.incomplete,
    decisionsDueSoon: clock.dueSoon,
  };
}

import {
  type AdminAdvanceListItem,
  type AdminAdvancesPage,
  type AdminAdvancesQuery,
  addDays,
  DUE_SOON_DAYS,
  isBusinessDay,
  todayInNewYork,
} from '@advance/contracts';
import { type AdvanceListFilter, type AdvanceListRow, listAdvancesPage } from '@advance/db';
import type { CoreDeps } from '../deps';
import { deriveState, pastDueBefore } from './derive-state';
import { advanceClock } from './get-advance';

/** Business days after `from` up to and including `to` (0 on the day of approval). */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  // Bounded: an advance waiting years for funding still stops after a decade of days.
  for (let day = addDays(from, 1), n = 0; day <= to && n < 3660; day = addDays(day, 1), n++)
    if (isBusinessDay(day)) count++;
  return count;
}

/** The list query's filter for New York's today and the configured grace. */
export function advanceListFilter(
  deps: Pick<CoreDeps, 'config' | 'now'>,
  query: Pick<AdminAdvancesQuery, 'state' | 'search'>,
): AdvanceListFilter {
  const { today, graceDays } = advanceClock(deps);
  return {
    state: query.state,
    search: query.search?.toLowerCase() || undefined,
    today,
    pastDueBefore: pastDueBefore(today, graceDays),
    dueSoonUntil: addDays(today, DUE_SOON_DAYS),
  };
}

export function toListItem(
  row: AdvanceListRow,
  clock: { today: string; graceDays: number },
): AdminAdvanceListItem {
  const state = deriveState({ ...row, ...clock });
  const approvedOn = todayInNewYork(row.createdAt);
  return {
    id: row.id,
    applicationId: row.applicationId,
    applicantName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    state,
    principal: row.principalCents / 100,
    amountFinanced: row.amountFinancedCents / 100,
    balance: row.balanceCents / 100,
    dueDate: row.dueDate,
    fundedAt: row.fundedOn,
    approvedAt: row.createdAt.toISOString(),
    businessDaysWaiting:
      state === 'awaiting_funding' ? businessDaysBetween(approvedOn, clock.today) : null,
    hasPendingAuthorization: Boolean(row.hasPendingAuthorization),
  };
}

/** The admin Advances view: one page, the count and the sums over every match. */
export async function listAdvances(
  deps: CoreDeps,
  query: AdminAdvancesQuery,
): Promise<AdminAdvancesPage> {
  const page = await listAdvancesPage(deps.db, advanceListFilter(deps, query), {
    limit: query.limit,
    offset: query.offset,
  });
  const clock = advanceClock(deps);
  return {
    items: page.items.map((row) => toListItem(row, clock)),
    total: page.total,
    totals: { principal: page.principalCents / 100, balance: page.balanceCents / 100 },
  };
}

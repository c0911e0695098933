import {
  type AdminApplicationsQuery,
  type Application,
  LIST_COUNT_LOOKAHEAD,
} from '@advance/contracts';
import { listApplicationsPage } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toApplication } from './to-application';

/**
 * Staff list: search by name or e-mail fragment, status filter, one page at a time. Issue 19:
 * `incomplete` keeps undecided applications whose document due date passed (before today,
 * UTC, as the applicant's checklist reads "overdue"); `sort: 'waiting'` puts running 30-day
 * clocks first, longest waiting first.
 */
export async function listApplications(
  deps: CoreDeps,
  query: AdminApplicationsQuery,
): Promise<{ items: Application[]; total: number; totalCapped: boolean }> {
  const status = query.status === 'all' ? undefined : query.status;
  const { items, total, totalCapped } = await listApplicationsPage(
    deps.db,
    {
      search: query.search || undefined,
      status,
      incompleteBefore: query.incomplete ? deps.now().toISOString().slice(0, 10) : undefined,
      sort: query.sort,
    },
    { limit: query.limit, offset: query.offset, countUpTo: query.offset + LIST_COUNT_LOOKAHEAD },
  );
  return { items: items.map(toApplication), total, totalCapped };
}

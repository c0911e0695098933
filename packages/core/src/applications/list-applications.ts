import {
  type AdminApplicationsQuery,
  type Application,
  LIST_COUNT_LOOKAHEAD,
} from '@advance/contracts';
import { listApplicationsPage } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toApplication } from './to-application';

/** Staff list: search by name or e-mail fragment, status filter, one page at a time. */
export async function listApplications(
  deps: CoreDeps,
  query: AdminApplicationsQuery,
): Promise<{ items: Application[]; total: number; totalCapped: boolean }> {
  const status = query.status === 'all' ? undefined : query.status;
  const { items, total, totalCapped } = await listApplicationsPage(
    deps.db,
    { search: query.search || undefined, status },
    { limit: query.limit, offset: query.offset, countUpTo: query.offset + LIST_COUNT_LOOKAHEAD },
  );
  return { items: items.map(toApplication), total, totalCapped };
}

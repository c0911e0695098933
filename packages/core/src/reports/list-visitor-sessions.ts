import {
  LIST_COUNT_LOOKAHEAD,
  type VisitorSessionsPage,
  type VisitorSessionsQuery,
} from '@advance/contracts';
import { countVisitorSessions, listVisitorSessionRows } from '@advance/db';
import type { CoreDeps } from '../deps';
import { rangeStart } from './analytics-range';
import { toSessionAnalytics } from './to-session-analytics';

/** GET /api/admin/sessions: visitor sessions in the range, newest first, one page. */
export async function listVisitorSessions(
  deps: CoreDeps,
  query: VisitorSessionsQuery,
): Promise<VisitorSessionsPage> {
  const from = rangeStart(query.range, deps.now());
  const [rows, counted] = await Promise.all([
    listVisitorSessionRows(deps.db, from, query),
    countVisitorSessions(deps.db, from, query.offset + LIST_COUNT_LOOKAHEAD),
  ]);
  return { items: rows.map(toSessionAnalytics), ...counted };
}

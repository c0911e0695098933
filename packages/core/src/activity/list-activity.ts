import {
  ACTIVITY_PAGE_MAX,
  type ActivityEntry,
  type ActivityLogQuery,
  isUserId,
} from '@advance/contracts';
import { type ActivityWithActor, listActivityPage } from '@advance/db';
import type { CoreDeps } from '../deps';
import { activityActions } from './log-activity';

/** Spec part 2: the Activity Logs tab shows the latest 50 (the first page). */
export const ACTIVITY_LIST_MAX = ACTIVITY_PAGE_MAX;

/** Every action name the log holds, for the tab's filter. */
export const knownActivityActions = (): string[] =>
  [...new Set(Object.values(activityActions))].sort();

const toEntry = (r: ActivityWithActor): ActivityEntry => ({
  id: r.id,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  details: r.details,
  ipAddress: r.ipAddress,
  createdAt: r.createdAt.toISOString(),
  actor: r.actorUserId
    ? {
        id: r.actorUserId,
        email: r.actorEmail ?? '',
        firstName: r.actorFirstName,
        lastName: r.actorLastName,
      }
    : null,
});

/**
 * One page of the log, newest first. `nextCursor` names the last entry shown when older
 * ones match (one extra row is read to know), null on the last page.
 */
export async function listActivity(
  deps: CoreDeps,
  query: Partial<ActivityLogQuery>,
): Promise<{ items: ActivityEntry[]; nextCursor: string | null }> {
  const limit = Math.min(query.limit ?? ACTIVITY_PAGE_MAX, ACTIVITY_PAGE_MAX);
  const actor = query.actor;
  const rows = await listActivityPage(
    deps.db,
    {
      action: query.action,
      actorId: actor && isUserId(actor) ? actor : undefined,
      actorEmailContains: actor && !isUserId(actor) ? actor : undefined,
      from: query.from,
      before: query.to,
      afterEntryId: query.cursor,
    },
    limit + 1,
  );
  const items = rows.slice(0, limit).map(toEntry);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? last.id : null };
}

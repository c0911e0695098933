import { listRecentActivity } from '@advance/db';
import type { CoreDeps } from '../deps';

/** Spec part 2: the Activity Logs tab shows the latest 50. */
export const ACTIVITY_LIST_MAX = 50;

export async function listActivity(deps: CoreDeps, limit: number) {
  const rows = await listRecentActivity(deps.db, Math.min(limit, ACTIVITY_LIST_MAX));
  return rows.map((r) => ({
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
  }));
}

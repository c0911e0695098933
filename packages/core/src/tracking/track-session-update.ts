import type { PublicUser } from '@advance/contracts';
import { updateVisitorSession } from '@advance/db';
import type { SessionUpdate } from '@advance/tracker-schemas';
import type { RequestMeta } from '../deps';
import { dropForStaff } from './drop-for-staff';
import { admitTrackerEvent, requireVisitorSession, type TrackerDeps } from './tracker-visitor';

/**
 * PATCH /api/sessions/{id}: the heartbeat, the page going hidden, a conversion. Activity
 * time is the server's clock. A heartbeat is only a timestamp, so it joins the write
 * queue's single UPDATE instead of costing a statement of its own.
 */
export async function trackSessionUpdate(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  sessionRef: string,
  input: SessionUpdate,
): Promise<void> {
  const visitor = admitTrackerEvent(deps, viewer, meta);
  if (visitor.ignored) return;
  const session = await requireVisitorSession(deps, sessionRef);
  if (await dropForStaff(deps, visitor, session)) return;
  const now = deps.now();
  if (input.timezone !== undefined || input.screenResolution !== undefined) {
    await updateVisitorSession(deps.db, session.id, {
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      ...(input.screenResolution !== undefined && { screenResolution: input.screenResolution }),
    });
  }
  await deps.tracking.queue.touch({
    id: session.id,
    lastActiveAt: now,
    userId: visitor.userId,
    converted: input.converted === true,
  });
}

import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@advance/contracts';
import type { RequestMeta } from '../deps';
import { admitTrackerEvent, requireVisitorSession, type TrackerDeps } from './tracker-visitor';

/** GET /api/sessions/{sessionId}: the database id of a visit the caller names. */
export async function trackSessionLookup(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  sessionRef: string,
): Promise<{ id: string }> {
  const visitor = admitTrackerEvent(deps, viewer, meta);
  if (visitor.ignored) return { id: randomUUID() };
  const session = await requireVisitorSession(deps, sessionRef);
  return { id: session.id };
}

import type { PublicUser } from '@advance/contracts';
import { updateVisitorSession, type VisitorSessionRef } from '@advance/db';
import type { RequestMeta } from '../deps';
import {
  admitTrackerEvent,
  requireVisitorSession,
  type TrackerDeps,
  type TrackerVisitor,
} from './tracker-visitor';

/**
 * Staff are not counted: nothing a staff member does is recorded, and a visit in which
 * someone signed in as staff becomes a staff visit (the reports leave those out). Page
 * views must not even be written, because the daily page rollup counts every row.
 * Answers whether the event is to be dropped.
 */
export async function dropForStaff(
  deps: TrackerDeps,
  visitor: TrackerVisitor,
  session: VisitorSessionRef,
): Promise<boolean> {
  if (visitor.isStaff && !session.isStaff) {
    await updateVisitorSession(deps.db, session.id, { isStaff: true });
    deps.tracking.sessions.set({ ...session, isStaff: true }, deps.now());
  }
  return visitor.isStaff || session.isStaff;
}

/**
 * The gate every counted event (page view, click, goal) passes: admitted (within the rate
 * limit, not a bot, no Do-Not-Track), for a visit that exists, not staff. Null: answer as if
 * stored, store nothing.
 */
export async function admitCountedEvent(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  sessionRef: string,
): Promise<{ visitor: TrackerVisitor; session: VisitorSessionRef } | null> {
  const visitor = admitTrackerEvent(deps, viewer, meta);
  if (visitor.ignored) return null;
  const session = await requireVisitorSession(deps, sessionRef);
  if (await dropForStaff(deps, visitor, session)) return null;
  return { visitor, session };
}

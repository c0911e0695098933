import { updateVisitorSession, type VisitorSessionRef } from '@advance/db';
import type { TrackerDeps, TrackerVisitor } from './tracker-visitor';

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

import { touchSessionActivity } from '@advance/db';
import type { CoreDeps } from '../deps';

/**
 * How stale a session's last-active time may get. The sessions list shows "last active"
 * to the minute at best, and a write on every request would undo issue 16's cheap lookup.
 */
export const SESSION_ACTIVITY_TOUCH_MS = 5 * 60_000;

/**
 * Marks a session active when its last mark is older than the window: at most one write
 * per session per 5 minutes (two requests at the very same moment write once, the update
 * being conditional).
 */
export async function touchSessionIfStale(
  deps: Pick<CoreDeps, 'db' | 'now'>,
  session: { id: string; lastActiveAt: Date },
): Promise<void> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - SESSION_ACTIVITY_TOUCH_MS);
  if (session.lastActiveAt.getTime() > staleBefore.getTime()) return;
  await touchSessionActivity(deps.db, session.id, now, staleBefore);
}

import type { PublicUser } from '@advance/contracts';
import { countVisitorInteractions, endVisitorSession } from '@advance/db';
import {
  type SessionEnd,
  TRACKER_BOUNCE_MAX_INTERACTIONS,
  TRACKER_MAX_SECONDS,
} from '@advance/tracker-schemas';
import type { RequestMeta } from '../deps';
import { admitTrackerEvent, requireVisitorSession, type TrackerDeps } from './tracker-visitor';

/** Seconds between two instants, never negative, never past the tracker's cap. */
export const elapsedSeconds = (from: Date, to: Date): number =>
  Math.min(TRACKER_MAX_SECONDS, Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)));

/** Bounced: at most one interaction in the whole visit (spec part 4). */
export const isBounce = (interactions: number): boolean =>
  interactions <= TRACKER_BOUNCE_MAX_INTERACTIONS;

/**
 * POST /api/sessions/{sessionId}/end, sent on unload (a beacon). A visit that goes on after a
 * reload or a back/forward-cache return is ended again later; the latest end wins and the
 * duration only grows. The duration cannot exceed what the server saw pass since the start,
 * and "bounced" is counted from the interactions the server stored, not taken from the
 * browser.
 */
export async function trackSessionEnd(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  sessionRef: string,
  input: SessionEnd,
): Promise<void> {
  const visitor = admitTrackerEvent(deps, viewer, meta);
  if (visitor.ignored) return;
  const session = await requireVisitorSession(deps, sessionRef);
  const now = deps.now();
  // A batch being written may hold this visit's last clicks: count them once stored.
  await deps.tracking.queue.settled();
  const interactions =
    (await countVisitorInteractions(deps.db, session.id)) +
    deps.tracking.queue.pendingInteractions(session.id);
  deps.tracking.sessions.set({ ...session, endedAt: now }, now);
  await endVisitorSession(deps.db, session.id, {
    endedAt: now,
    totalDuration: Math.min(input.totalDuration, elapsedSeconds(session.startedAt, now)),
    bounced: isBounce(interactions),
  });
}

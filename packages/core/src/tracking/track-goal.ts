import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@advance/contracts';
import type { Goal, GoalType } from '@advance/tracker/schemas';
import type { RequestMeta } from '../deps';
import { dropForStaff } from './drop-for-staff';
import { elapsedSeconds } from './track-session-end';
import { admitTrackerEvent, requireVisitorSession, type TrackerDeps } from './tracker-visitor';

/** The goal that makes a visit "converted". */
export const CONVERSION_GOAL: GoalType = 'application_submitted';

/**
 * POST /api/goals. Time to conversion is measured by the server from the visit's start;
 * an application_submitted goal marks the visit converted (in the same queued write).
 */
export async function trackGoal(
  deps: TrackerDeps,
  viewer: PublicUser | null,
  meta: RequestMeta,
  input: Goal,
): Promise<{ id: string }> {
  const id = randomUUID();
  const visitor = admitTrackerEvent(deps, viewer, meta);
  if (visitor.ignored) return { id };
  const session = await requireVisitorSession(deps, input.sessionId);
  if (await dropForStaff(deps, visitor, session)) return { id };
  const now = deps.now();
  await deps.tracking.queue.goal(
    {
      id,
      sessionId: session.id,
      userId: visitor.userId,
      goalType: input.goalType,
      goalValue: input.goalValue ?? null,
      timeToConversion: elapsedSeconds(session.startedAt, now),
      achievedAt: now,
    },
    {
      id: session.id,
      lastActiveAt: now,
      userId: visitor.userId,
      converted: input.goalType === CONVERSION_GOAL,
    },
  );
  return { id };
}

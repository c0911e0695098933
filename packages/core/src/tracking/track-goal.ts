import { randomUUID } from 'node:crypto';
import type { PublicUser } from '@advance/contracts';
import type { Goal, GoalType } from '@advance/tracker-schemas';
import type { RequestMeta } from '../deps';
import { admitCountedEvent } from './drop-for-staff';
import { elapsedSeconds } from './track-session-end';
import type { TrackerDeps } from './tracker-visitor';

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
  const admitted = await admitCountedEvent(deps, viewer, meta, input.sessionId);
  if (!admitted) return { id };
  const { visitor, session } = admitted;
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

import type { GoalType } from '@advance/tracker-schemas';

/** The DOM event the tracker listens for; the SPA goes through `trackGoal`, never the name. */
export const GOAL_EVENT = 'advance:goal';

export interface GoalDetail {
  goalType: GoalType;
  goalValue?: number;
}

/**
 * Reports a conversion. The SPA stays unaware of the tracker: when tracking is off (DNT,
 * GPC) nobody listens and the event is simply dropped.
 */
export function trackGoal(goalType: GoalType, goalValue?: number): void {
  dispatchEvent(new CustomEvent<GoalDetail>(GOAL_EVENT, { detail: { goalType, goalValue } }));
}

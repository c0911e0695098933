/**
 * The browser tracker. Payload schemas are at `@advance/tracker/schemas` (valibot, for the
 * server); nothing here imports them at run time, so valibot never ships to visitors.
 */
export { GOAL_EVENT, trackGoal } from './goal';
export { currentVisitorSessionId, startTracker, type TrackerOptions } from './tracker';

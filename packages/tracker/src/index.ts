/**
 * The browser tracker. Payload schemas are in `@advance/tracker-schemas` (valibot, shared with
 * the server); nothing here imports them at run time, so valibot never ships to visitors.
 */
export { GOAL_EVENT, trackGoal } from './goal';
export { currentVisitorSessionId, startTracker, type TrackerOptions } from './tracker';

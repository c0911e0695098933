import {
  TRACKER_BOUNCE_MAX_INTERACTIONS,
  TRACKER_MAX_SECONDS,
} from '@advance/tracker-schemas/constants';

/** Whole seconds since `from` (ms), at most what the server accepts (a week). */
export const wholeSeconds = (from: number, now = Date.now()): number =>
  Math.min(TRACKER_MAX_SECONDS, Math.round((now - from) / 1000));

/** Spec part 4: a session is bounced if it had at most one interaction. */
export const isBounce = (interactions: number): boolean =>
  interactions <= TRACKER_BOUNCE_MAX_INTERACTIONS;

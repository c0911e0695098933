/**
 * What the tracker's server side answers (spec part 8: tracking failures only reach the
 * console, so these are for developers reading it, not shown to visitors).
 */
export const trackerMessages = {
  sessionNotFound: 'Session not found',
  pageViewNotFound: 'Page view not found',
  tooManyEvents: 'Too many tracking events. Please slow down.',
} as const;

/** docs/architecture.md §5, "Limits": tracker events per IP and minute, and the body size per call. */
export const TRACKER_EVENTS_PER_MINUTE = 600;
export const TRACKER_BODY_LIMIT_BYTES = 16 * 1024;
/** Raw visitor events are kept this long unless ANALYTICS_RETENTION_MONTHS says otherwise. */
export const ANALYTICS_RETENTION_MONTHS_DEFAULT = 13;

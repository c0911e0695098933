/**
 * The tracker's numbers and formats, kept apart from the valibot schemas so the browser
 * script can import them without shipping valibot to every visitor.
 */

/** What the spec's tracker constants say (part 9). */
export const TRACKER_HEARTBEAT_MS = 30_000;
export const TRACKER_PAGE_VIEW_WAIT_MS = 200;
export const TRACKER_ELEMENT_TEXT_MAX = 100;
/** Bounced: at most this many interactions in the session. */
export const TRACKER_BOUNCE_MAX_INTERACTIONS = 1;
/** Goals the SPA reports. */
export const GOAL_TYPES = ['application_started', 'application_submitted'] as const;
/** Longest visit or time on page we believe, in seconds (a week). */
export const TRACKER_MAX_SECONDS = 7 * 24 * 60 * 60;
/**
 * Not in the spec: after an SPA route change the new screen sets its title only once it has
 * rendered (sometimes after its data loaded), and a redirect replaces the URL again within
 * milliseconds. Waiting this long before recording the view (Umami waits the same) gets the
 * right title and counts a redirect chain as the one page the visitor actually sees.
 */
export const TRACKER_ROUTE_SETTLE_MS = 300;

/**
 * Client session id: prefix, timestamp (ms, base 10), 22 random base-62 characters
 * (about 131 bits). It is the visitor's capability over its own records, so it must not be
 * guessable; the server refuses anything else.
 */
export const CLIENT_SESSION_ID = /^sess_\d{13}_[0-9A-Za-z]{22}$/;

/** Numbers the spec and docs/architecture.md fix. Change them here and both sides follow. */
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work one argon2 hash can be made to do. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;
export const ZIP_MIN_LENGTH = 5;
export const ZIP_MAX_LENGTH = 10;
/** Spec part 5: the smallest and largest advance, in dollars (zod-free: quotes run on every page). */
export const MIN_ADVANCE = 100;
export const MAX_ADVANCE = 5000;

/** tRPC calls per HTTP batch: the client splits larger batches, the server refuses them. */
export const TRPC_MAX_BATCH_SIZE = 20;
/** Retry-After (seconds) on a 503 while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Longest idempotency key accepted (a UUID is 36; room for other clients' formats). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * Paged lists count at most this many matches beyond the current page: the count stays
 * cheap however large the table grows, and a larger total shows as "10,000+".
 */
export const LIST_COUNT_LOOKAHEAD = 10_000;

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;

/** Spec part 9: UI timings. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Spec parts 4 and 9: the live connection and the chat. */
export const LIVE_RECONNECT_MAX_ATTEMPTS = 5;
export const LIVE_RECONNECT_BASE_DELAY_MS = 1000;
export const LIVE_AUTHENTICATE_DELAY_MS = 50;
export const LIVE_STATE_POLL_MS = 1000;
export const MARK_READ_DELAY_MS = 1000;
export const CHAT_SEND_DEBOUNCE_MS = 50;
export const MESSAGE_LIST_REFETCH_MS = 30_000;
export const NEW_MESSAGE_BANNER_MS = 10_000;
export const NEW_MESSAGE_TOAST_MS = 5000;
/** Spec part 2: the customer's chat panel. */
export const CHAT_PANEL_HEIGHT_PX = 550;
export const CHAT_INPUT_MAX_HEIGHT_PX = 100;
export const CHAT_MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_TITLE_MAX_LENGTH = 200;

/** Close codes of the live sockets, /ws and /trpc alike (4000–4999 are the application's). */
export const WS_CLOSE = {
  authenticateTimeout: 4000,
  /** The session behind the socket ended: sign-out, reset, role change, expiry. */
  sessionEnded: 4001,
  forbidden: 4003,
  badMessage: 4400,
  /** A tRPC message held more calls than an HTTP batch may. */
  batchTooLarge: 4413,
  tooManyMessages: 4429,
  /** The user already has the most live connections one instance allows. */
  tooManyConnections: 4430,
} as const;

/**
 * Decision 009 and docs/architecture.md §5, "Limits": what one live connection and one user may hold. The SPA
 * needs one socket per tab and one or two subscriptions on it, and speaks a few messages
 * per page change; these leave it ample room and a flood none.
 */
export const LIVE_LIMITS = {
  /** Live sockets per user, /ws and tRPC together, on one instance. */
  connectionsPerUser: 10,
  /** Open tRPC subscriptions on one socket. */
  subscriptionsPerSocket: 5,
  /** Messages a tRPC socket may send at once (keep-alive PING/PONG included)... */
  messageBurst: 10,
  /** ...and per second after that, on average. */
  messagesPerSecond: 2,
} as const;

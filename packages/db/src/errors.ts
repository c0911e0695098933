import { EMBEDDED_BUSY, EMBEDDED_STOPPED, EMBEDDED_TIMEOUT } from './pglite/pglite-bridge';

/**
 * The one place that decides whether an error means "the database cannot be reached right
 * now" (docs/architecture.md §6): the caller should answer 503 and try again later, not 500. Anything
 * else (a constraint, a syntax error, a bug) is not recognised here and stays a 500.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or full: admin shutdown, crash shutdown,
 * cannot connect now (starting up, recovering), too many connections. Class 08 (connection
 * exception) is matched as a whole.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres and pg-pool say these in words only, without a code; so does the bridge to
 * the embedded database's thread (its thread ended, or a statement outlived its limit).
 */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  EMBEDDED_STOPPED,
  EMBEDDED_TIMEOUT,
  EMBEDDED_BUSY,
];

const codeOf = (error: object): string | undefined =>
  'code' in error && typeof error.code === 'string' ? error.code : undefined;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * A value the database's own rules refused: a check constraint (23514) or a value out of a
 * type's range or form (class 22, data exception). Where client input reaches such a rule the
 * caller answers 400 with its own words instead of a 500.
 */
export function isRejectedValue(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = codeOf(error);
  return code === '23514' || (code !== undefined && /^22[0-9A-Z]{3}$/.test(code));
}

/**
 * The one error type core throws for anything a client can cause. Transport maps `code`
 * to a status; `message` is always safe to show. Anything else that escapes is a bug and
 * is shown as a generic message.
 */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'LENGTH_REQUIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: {
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/** Transports answer 503 for these (recognised once, in the database package). */
export { isDatabaseUnavailable } from '@advance/db';

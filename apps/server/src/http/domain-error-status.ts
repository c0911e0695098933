import type { DomainErrorCode } from '@advance/core';

/**
 * HTTP status for routes that call core directly (the streaming upload and download
 * routes, which cannot go through tRPC). Everything else maps through tRPC's codes.
 */
export const statusForDomainError: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  LENGTH_REQUIRED: 411,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
};

import { DATABASE_RETRY_AFTER_SECONDS, httpMessages } from '@advance/contracts';
import {
  type DomainError,
  type DomainErrorCode,
  isDatabaseUnavailable,
  isDomainError,
} from '@advance/core';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

const trpcCodeFor: Record<DomainErrorCode, TRPCError['code']> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  // Only the streaming upload route meets these two; tRPC has no 410/411, so they
  // travel as the nearest codes and the route answers with its own status.
  GONE: 'NOT_FOUND',
  LENGTH_REQUIRED: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE_CONTENT: 'UNPROCESSABLE_CONTENT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
};

/** Turns core's DomainError into the matching tRPC error, keeping it as the cause. */
export const toTRPCError = (error: DomainError): TRPCError =>
  new TRPCError({ code: trpcCodeFor[error.code], message: error.message, cause: error });

/** The database could not be reached: a 503 the client may retry, never a 500 (issue 12). */
export const unavailableError = (cause: unknown): TRPCError =>
  new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: httpMessages.databaseUnavailable, cause });

interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
}

const issuesOf = (cause: unknown): Issue[] | null => {
  if (!cause || typeof cause !== 'object' || !('issues' in cause)) return null;
  const { issues } = cause as { issues: unknown };
  return Array.isArray(issues) ? (issues as Issue[]) : null;
};

const pathOf = (issue: Issue): string =>
  (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');

export interface PublicError {
  status: number;
  message: string;
  /** Per-field messages for validation errors (the spec's texts). */
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
}

/**
 * The single place that decides what a client may learn from an error: domain and
 * validation messages pass through; anything unexpected becomes a generic text, never a
 * stack trace or SQL.
 */
export function toPublicError(error: TRPCError): PublicError {
  const status = getHTTPStatusCodeFromError(error);
  const issues = issuesOf(error.cause);
  if (issues && issues.length > 0) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of issues) fieldErrors[pathOf(issue) || '_'] ??= issue.message;
    return { status: 400, message: issues[0]?.message ?? httpMessages.badRequest, fieldErrors };
  }
  if (isDomainError(error.cause)) {
    const { fieldErrors, retryAfterSeconds } = error.cause.details;
    return {
      status,
      message: error.cause.message,
      ...(fieldErrors && { fieldErrors }),
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    };
  }
  // Also reached when the context (the session lookup) failed before any procedure ran.
  if (isDatabaseUnavailable(error.cause)) {
    return {
      status: 503,
      message: httpMessages.databaseUnavailable,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  if (status >= 500) return { status, message: httpMessages.internal };
  return { status, message: error.message };
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/** Query parameters whose value is a secret or personal data: kept out of every log line. */
const SENSITIVE_PARAMS = /([?&](?:token|email)=)[^&#]*/gi;

/**
 * The URL as logs may show it. A tRPC query carries the procedure's whole input in
 * `?input=` (e-mail addresses, message text), so nothing after `?` is kept there; elsewhere
 * only the reset token and e-mail parameters are masked.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  if (path === '/trpc' || path.startsWith('/trpc/')) return `${path}?[redacted]`;
  return path + url.slice(queryAt).replace(SENSITIVE_PARAMS, '$1[redacted]');
}

/**
 * One access line per request, written when it ends, so it carries the user id that
 * resolving the session bound to the request's logger (request-context.ts). The line at
 * the start of a request knows no user yet; it is kept for debugging only.
 */
/** pino's level check; a logger without one (tests' null logger) is asked to log. */
const infoEnabled = (request: FastifyRequest) =>
  (request.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? true;

export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest, _reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: FastifyError | Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    // Nothing to build when the line would be dropped (LOG_LEVEL above info, no error).
    if (!error && !infoEnabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

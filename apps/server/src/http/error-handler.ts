import { DATABASE_RETRY_AFTER_SECONDS, httpMessages } from '@advance/contracts';
import { isDatabaseUnavailable } from '@advance/db';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: httpMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * Last line: a client's mistake gets its status and a plain sentence; a database out of
 * reach a 503 with Retry-After; anything else is logged with the request id and answered
 * with a generic 500. Never a stack or SQL.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_HANDLER_TIMEOUT') return sendTimedOut(error, request, reply);
  // The session lookup, an upload or a download met an unreachable database: retry later.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'Database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: httpMessages.databaseUnavailable });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      clientMessages[error.code] ??
      (error.code === 'FST_ERR_VALIDATION' ? httpMessages.badRequest : null) ??
      (error.name === 'SyntaxError'
        ? clientMessages.FST_ERR_CTP_INVALID_JSON_BODY
        : httpMessages.badRequest);
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send({ message: httpMessages.internal });
}

/**
 * The request outlived its time limit (docs/architecture.md §6; decision 011). A body still trickling in
 * would keep the socket busy, so the connection closes with the answer.
 */
function sendTimedOut(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ route: request.routeOptions.url, reason: error.message }, 'Request timed out');
  if (!request.raw.complete) reply.header('connection', 'close');
  return reply.code(503).send({ message: httpMessages.timedOut });
}

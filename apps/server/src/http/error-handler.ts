import { httpMessages } from '@advance/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const clientMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: httpMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * Last line: a client's mistake gets its status and a plain sentence; anything else is
 * logged with the request id and answered with a generic 500. Never a stack or SQL.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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

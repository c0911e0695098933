import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client goes away before its answer is complete: what a
 * tRPC procedure's `signal` means. (tRPC's adapter also aborted after every finished
 * answer, which cost an exception object per call and told nobody anything.)
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) abort.abort();
  });
  return abort.signal;
}

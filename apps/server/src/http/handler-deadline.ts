import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * docs/architecture.md §5, "Limits": a request gets `ms` from routing to its answer, body
 * parsing included; past that it is answered 503 (error-handler.ts, `sendTimedOut`).
 *
 * Fastify's own `handlerTimeout` ties its clock to the request stream: once a request body
 * has been read (every POST) the stream closes, Fastify stops the clock, so a slow POST
 * handler was never timed out, and aborts the request's AbortController, which builds a
 * DOMException with a stack (some 15 µs) on every such request. A plain timer per request,
 * cleared when the response closes, times POST handlers too and costs next to nothing. A
 * route that sets its own `handlerTimeout` (uploads, downloads) keeps Fastify's.
 */
export function limitHandlerTime(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.handlerTimeout) return done();
    const timer = setTimeout(() => {
      // Answered, or taken over (a WebSocket upgrade): nothing left to time.
      if (reply.sent) return;
      const error = new errorCodes.FST_ERR_HANDLER_TIMEOUT(ms, request.routeOptions.url);
      // An answer already on its way cannot become a 503: cut it short instead.
      if (reply.raw.headersSent) return reply.raw.destroy(error);
      reply.send(error);
    }, ms);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

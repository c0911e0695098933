import { httpMessages } from '@advance/contracts';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** A client told to wait this long finds the loop measured again several times over. */
const RETRY_AFTER_SECONDS = 5;
/** Shedding is logged at most this often, with how much was shed meanwhile. */
const LOG_EVERY_MS = 10_000;

/**
 * Always answered: the liveness probe (an overloaded process is alive; a restart would
 * only lose its work) and /metrics (the operator must see the overload). /readyz is shed
 * like the rest, so a balancer drains a lagging instance for a while.
 */
const EXEMPT_ROUTES = new Set(['/healthz', '/metrics']);

const isExempt = (request: FastifyRequest) => EXEMPT_ROUTES.has(request.routeOptions.url ?? '');

/**
 * docs/architecture.md §5, "Limits": when the event loop lags (its mean delay over one sample interval
 * passes the threshold), new requests are refused at once with 503 and Retry-After instead
 * of queueing behind the work already in hand, which would only make every answer late.
 */
async function loadShedding(app: FastifyInstance, { config }: { config: Config }) {
  const { maxEventLoopDelayMs, sampleIntervalMs } = config.overload;
  if (maxEventLoopDelayMs === 0) return;

  let shedSinceLog = 0;
  let lastLog = 0;
  const noteShed = (delayMs: number) => {
    shedSinceLog += 1;
    const now = Date.now();
    if (now - lastLog < LOG_EVERY_MS) return;
    app.log.warn(
      { eventLoopDelayMs: Math.round(delayMs), shed: shedSinceLog },
      'Event loop overloaded; refusing requests with 503',
    );
    lastLog = now;
    shedSinceLog = 0;
  };

  // under-pressure measures (mean delay per sample interval); the decision is ours, so
  // the refusal carries our JSON message and the exempt routes are skipped.
  await app.register(underPressure, { sampleInterval: sampleIntervalMs });

  // A callback hook, not an async one: every request passes here, and an async hook costs
  // each of them a promise and its microtask (issue 16).
  app.addHook('onRequest', (request, reply, done) => {
    const { eventLoopDelay } = app.memoryUsage();
    if (eventLoopDelay <= maxEventLoopDelayMs || isExempt(request)) return done();
    noteShed(eventLoopDelay);
    // Answered here: `done` is not called, so no route runs.
    reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: httpMessages.overloaded });
  });
}

export const loadSheddingPlugin = fp(loadShedding, { name: 'load-shedding' });

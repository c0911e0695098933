import { httpMessages } from '@advance/contracts';
import type { CoreDeps } from '@advance/core';
import type { DbHandle } from '@advance/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type AppFigures, createAppFigures } from './metrics-figures';
import { hasBearerToken } from './metrics-token';

/** Requests no route matched (scans, typos) share one series. */
const UNMATCHED_ROUTE = 'unmatched';
/** The site's catch-all (plugins/spa.ts) also answers unknown paths; those are unmatched too. */
const SITE_CATCH_ALL = '/*';

const routeLabel = (url: string | undefined, status: number) =>
  !url || (url === SITE_CATCH_ALL && status === 404) ? UNMATCHED_ROUTE : url;

/**
 * GET /metrics in Prometheus' text format, for whoever holds METRICS_TOKEN: the figures
 * name routes, procedures and load, which is nobody else's business. With no token set
 * nothing is measured and /metrics does not exist (404, never the SPA's page).
 */
async function metrics(
  app: FastifyInstance,
  { config, deps, database }: { config: Config; deps: CoreDeps; database: DbHandle },
) {
  const token = config.metricsToken;
  if (!token) {
    app.decorate('metrics', null);
    app.get('/metrics', async (_request, reply) =>
      reply.code(404).send({ message: httpMessages.notFound }),
    );
    return;
  }

  // Read at scrape time: by then live-sockets has registered its connection registry.
  const figures = await createAppFigures({
    database,
    deps,
    liveConnections: () => app.liveConnections.count(),
  });
  app.decorate('metrics', figures);
  app.addHook('onClose', async () => figures.stop());

  app.addHook('onResponse', async (request, reply) => {
    figures.observeRequest({
      method: request.method,
      route: routeLabel(request.routeOptions.url, reply.statusCode),
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });

  app.get('/metrics', async (request, reply) => {
    if (!hasBearerToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: httpMessages.unauthorized });
    }
    const body = await figures.registry.metrics();
    return reply
      .header('content-type', figures.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics' });

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's figures; null when METRICS_TOKEN is not set. */
    metrics: AppFigures | null;
  }
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { httpMessages } from '@advance/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the SPA never owns: unknown ones there are API 404s, not the app shell. */
const API_PREFIXES = ['/api/', '/trpc', '/ws', '/attachments/', '/healthz', '/readyz'];

export function findWebDist(configured: string | undefined): string | null {
  if (configured) return existsSync(join(configured, 'index.html')) ? configured : null;
  try {
    const pkg = createRequire(import.meta.url).resolve('@advance/web/package.json');
    const dist = join(dirname(pkg), 'dist');
    return existsSync(join(dist, 'index.html')) ? dist : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and any
 * other browser path answered with index.html so the client router can show it (or its 404).
 */
export async function spaRoutes(app: FastifyInstance, { webDist }: { webDist: string | null }) {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(webDist, 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn('Web app is not built (apps/web/dist); only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (webDist && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: httpMessages.notFound });
  });
}

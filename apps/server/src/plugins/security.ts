import { httpMessages } from '@advance/contracts';
import type { CoreDeps } from '@advance/core';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { crossOriginAudit } from '../http/cross-origin-audit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * docs/architecture.md §6, "Same origin": a state-changing request, or a WebSocket upgrade, must come from our own
 * origin. Browsers always send Sec-Fetch-Site or Origin on such requests and a page on
 * another site cannot forge either; a script must send `Origin: APP_ORIGIN` explicitly.
 */
export const isSameOrigin = (request: FastifyRequest, appOrigin: string): boolean =>
  request.headers['sec-fetch-site'] === 'same-origin' || request.headers.origin === appOrigin;

export const isUpgrade = (request: FastifyRequest) =>
  request.headers.upgrade?.toLowerCase() === 'websocket';

/** JSON answers may carry personal data: no browser or proxy cache keeps them. */
const isApiPath = (url: string) =>
  url.startsWith('/api/') ||
  url === '/trpc' ||
  url.startsWith('/trpc/') ||
  url.startsWith('/trpc?');

async function security(
  app: FastifyInstance,
  { config, deps }: { config: Config; deps: CoreDeps },
) {
  const auditCrossOrigin = crossOriginAudit(deps);
  // Shared with the WebSocket upgrade check (live-sockets), so both refusals are audited alike.
  app.decorate('auditCrossOrigin', auditCrossOrigin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies && { upgradeInsecureRequests: [] }),
      },
    },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Set first, so a route with its own caching rule (a download) overrides it.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    // WebSocket upgrades are checked in live-sockets, after @fastify/websocket's own hook.
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, config.appOrigin)) {
      auditCrossOrigin(request);
      return reply.code(403).send({ message: httpMessages.crossOrigin });
    }
  });
}

export const securityPlugin = fp(security, { name: 'security' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes a refused cross-origin request to the activity log (rate-gated per address). */
    auditCrossOrigin: (request: FastifyRequest) => void;
  }
}

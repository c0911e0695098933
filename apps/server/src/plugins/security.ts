import { httpMessages } from '@advance/contracts';
import type { CoreDeps } from '@advance/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { crossOriginAudit } from '../http/cross-origin-audit';
import { bearerToken } from '../http/request-context';
import { helmetOptions, securityHeaders } from '../http/security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * docs/architecture.md §6, "Same origin": a state-changing request, or a WebSocket upgrade, must come from our own
 * origin. Browsers always send Sec-Fetch-Site or Origin on such requests and a page on
 * another site cannot forge either; a script must send `Origin: APP_ORIGIN` explicitly.
 */
export const isSameOrigin = (request: FastifyRequest, appOrigin: string): boolean =>
  request.headers['sec-fetch-site'] === 'same-origin' || request.headers.origin === appOrigin;

/**
 * Issue 21: a request that authenticates with `Authorization: Bearer` and sends no cookie
 * carries no ambient credential: a page on another site cannot make a browser add that
 * header without a CORS preflight we never grant, so there is nothing to forge and no
 * Origin is asked of it. With a cookie beside it, the same-origin rule holds as before.
 */
const isCookielessBearer = (request: FastifyRequest): boolean =>
  request.headers.cookie === undefined && bearerToken(request) !== undefined;

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
  // Computed once here; the hook below only copies them onto each answer.
  const headers = Object.entries(securityHeaders(helmetOptions(config)));

  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    reply.header('x-request-id', request.id);
    // Set first, so a route with its own caching rule (a download) overrides it.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    // WebSocket upgrades are checked in live-sockets, after @fastify/websocket's own hook.
    if (
      !SAFE_METHODS.has(request.method) &&
      !isSameOrigin(request, config.appOrigin) &&
      !isCookielessBearer(request)
    ) {
      auditCrossOrigin(request);
      // Answered here: `done` is not called, so no route runs.
      reply.code(403).send({ message: httpMessages.crossOrigin });
      return;
    }
    done();
  });
}

export const securityPlugin = fp(security, { name: 'security' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes a refused cross-origin request to the activity log (rate-gated per address). */
    auditCrossOrigin: (request: FastifyRequest) => void;
  }
}

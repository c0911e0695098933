import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  httpMessages,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
  publicPageFigures,
  todayInNewYork,
} from '@advance/contracts';
import type { CoreDeps } from '@advance/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { resolveSession } from '../http/request-context';
import { sessionCookieName } from '../http/session-cookie';
import type { FiguresFor } from '../static/daily-pages';
import { sendResource } from '../static/send-resource';
import { loadStaticSite } from '../static/static-site';

/** Paths the SPA never owns: unknown ones there are API 404s, not the app's pages. */
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

/** Issue 20: the visitor's explicit choice (the `lang` cookie), else their browser's. */
function visitorLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers['accept-language']);
}

/**
 * A signed-in customer's pages are served in their account's language, whatever this
 * browser's cookie or header says: the app would otherwise switch the page after load,
 * possibly while React still hydrates it (a mismatch, React #418). Without a live session
 * (or with the database out of reach: the page must still come) the visitor's choice holds.
 */
export function accountLocaleOf(deps: CoreDeps, config: Config): AccountLocale {
  return async (request, reply) => {
    const session = await resolveSession(request, reply, deps, config).catch(() => null);
    return session?.stage === 'full' ? session.user.locale : null;
  };
}

type AccountLocale = (request: FastifyRequest, reply: FastifyReply) => Promise<Locale | null>;

export interface SpaOptions {
  config: Config;
  deps: Pick<CoreDeps, 'now'>;
  /** The signed-in user's language (accountLocaleOf); without it pages follow the visitor. */
  accountLocale?: AccountLocale;
  /** The public pages' figures for a date; tests pass their own. */
  figuresFor?: FiguresFor;
}

/**
 * Serves the web build (issue 15, src/static/): prerendered public pages with today's
 * figures, the app shell for the router's other paths, the not-found page with HTTP 404,
 * and every file precompressed, negotiated by Accept-Encoding. Nothing is compressed at
 * run time per request, so the tRPC adapter never sits behind a compressor (DESIGN.md §7).
 */
export async function spaRoutes(
  app: FastifyInstance,
  { config, deps, accountLocale, figuresFor = publicPageFigures }: SpaOptions,
) {
  const notFoundJson = { message: httpMessages.notFound };
  const webDist = findWebDist(config.webDist);
  if (!webDist) {
    app.log.warn('Web app is not built (apps/web/dist); only the API is served');
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(notFoundJson));
    return;
  }

  const site = await loadStaticSite({
    root: webDist,
    appOrigin: config.appOrigin,
    figuresFor,
    today: () => todayInNewYork(deps.now()),
    log: app.log,
    warn: (message, file) => app.log.warn({ file }, message),
  });
  if (!site.prerendered)
    app.log.warn('Web build has no routes.json (an older build): every path gets the app shell');
  const cookie = sessionCookieName(config);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        return reply.code(404).send(notFoundJson);
      }
      const signedIn = Boolean(request.cookies[cookie]);
      const answer = await site.answer(
        request.url,
        signedIn,
        (signedIn && (await accountLocale?.(request, reply))) || visitorLocale(request),
      );
      if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
      if (answer.kind === 'none') return reply.code(404).send(notFoundJson);
      return sendResource(
        request,
        reply,
        answer.resource,
        answer.status,
        answer.vary,
        answer.contentLanguage,
      );
    },
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(notFoundJson));
}

import type { Context } from '@advance/api';
import {
  type CoreDeps,
  type RequestMeta,
  type ValidSession,
  validateSessionToken,
} from '@advance/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

const MAX_USER_AGENT = 512;

/** Longer than any client session id the tracker makes; core checks the exact format. */
const MAX_VISITOR_SESSION = 64;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null,
  // Do-Not-Track and Global Privacy Control: the tracker sends nothing then, and the
  // server stores nothing should something arrive anyway.
  doNotTrack: header(request, 'dnt') === '1' || header(request, 'sec-gpc') === '1',
  visitorSession: header(request, 'x-visitor-session')?.slice(0, MAX_VISITOR_SESSION) ?? null,
});

/**
 * The session named by the request's cookie, checked once per request and cached on it.
 * A cookie that names no live session is cleared; a slid expiry is written back.
 */
export async function resolveSession(
  request: FastifyRequest,
  reply: FastifyReply | null,
  deps: CoreDeps,
  config: Config,
): Promise<ValidSession | null> {
  if (request.advanceSession !== undefined) return request.advanceSession;
  const name = sessionCookieName(config);
  const token = request.cookies[name];
  const session = token ? await validateSessionToken(deps, token) : null;
  if (reply && token && !session) reply.clearCookie(name, sessionCookieOptions(config));
  if (reply && session?.renewed)
    reply.setCookie(name, token ?? '', sessionCookieOptions(config, session.expiresAt));
  request.advanceSession = session;
  if (session) bindUserToLogs(request, reply, session.user.id);
  return session;
}

/**
 * Every later log line of this request, its access line included, names the user. Fastify
 * already gives each request a child logger of its own: the binding is added to it in place
 * rather than through a second child (issue 16: a child per request was ~2 % of a read).
 * The server's own logger is never changed (a request without a child of its own gets one).
 */
function bindUserToLogs(request: FastifyRequest, reply: FastifyReply | null, userId: string) {
  // pino's; a logger without it (tests' null logger) gets a child as before.
  const log = request.log as typeof request.log & {
    setBindings?: (bindings: Record<string, unknown>) => void;
  };
  if (log === request.server.log || !log.setBindings) request.log = log.child({ userId });
  else log.setBindings({ userId });
  if (reply) reply.log = request.log;
}

const sessionCookies = (reply: FastifyReply, config: Config): Context['cookies'] => {
  const name = sessionCookieName(config);
  return {
    setSession: (token, expiresAt) => {
      reply.setCookie(name, token, sessionCookieOptions(config, expiresAt));
    },
    clearSession: () => {
      reply.clearCookie(name, sessionCookieOptions(config));
    },
  };
};

const cookiesOverSocket = () => {
  throw new Error('Cookies cannot be set over a WebSocket');
};
const noCookies: Context['cookies'] = {
  setSession: cookiesOverSocket,
  clearSession: cookiesOverSocket,
};

/** Procedure timings go to the app's metrics, when it keeps any (METRICS_TOKEN). */
const procedureObserver = (request: FastifyRequest): Pick<Context, 'observe'> => {
  const figures = request.server.metrics;
  return figures ? { observe: figures.observeProcedure } : {};
};

/**
 * The tRPC context of one request: an HTTP call (tRPC route or REST adapter alike) or a
 * WebSocket's upgrade request, whose context then holds for the socket's life. Both read
 * the caller the same way (`requestMeta`: TRUST_PROXY, truncation, DNT), the same session
 * and the same metrics. Without a reply (a socket) there is no response to carry a cookie,
 * so a cookie write throws rather than being lost.
 */
export async function createRequestContext(
  request: FastifyRequest,
  reply: FastifyReply | null,
  deps: CoreDeps,
  config: Config,
): Promise<Context> {
  return {
    deps,
    meta: requestMeta(request),
    session: await resolveSession(request, reply, deps, config),
    cookies: reply ? sessionCookies(reply, config) : noCookies,
    ...procedureObserver(request),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined: not looked up yet; null: no valid session. */
    advanceSession?: ValidSession | null;
  }
}

import type { Context } from '@advance/api';
import { type ApiTokenScope, apiTokenMessages } from '@advance/contracts';
import {
  type ApiTokenCredential,
  authorizeTokenCall,
  type CoreDeps,
  checkSessionToken,
  DomainError,
  type RequestMeta,
  type ValidSession,
  validateApiToken,
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
 * A cookie that is wrong in itself (malformed, a wrong secret, an expired session) is
 * cleared; a slid expiry is written back. A cookie whose session is simply gone is left
 * alone: it may have been replaced meanwhile (a sign-in, the second factor's rotation) by a
 * response this request raced with, and clearing it would wipe the new one. A tracker
 * beacon sent just before "Verify" did that in the end-to-end tests.
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
  const checked = token ? await checkSessionToken(deps, token) : null;
  const session = typeof checked === 'string' ? null : checked;
  if (reply && checked === 'invalid') reply.clearCookie(name, sessionCookieOptions(config));
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

/**
 * The token of `Authorization: Bearer <token>` (issue 21), or undefined when the request
 * sends no bearer credential. Only the Bearer scheme is ours; the value is bounded before
 * anything reads it.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer +(\S{1,200})\s*$/i.exec(value);
  // A malformed Bearer value still counts as a bearer request (refused as invalid), never
  // as "no credential", so it cannot fall back to a cookie session.
  if (match?.[1]) return match[1];
  return /^Bearer(\s|$)/i.test(value) ? '' : undefined;
}

/**
 * The token of a bearer request, checked once per request and cached on it: the
 * credential, or null when it is not valid. A token request never reads or writes the
 * session cookie.
 */
export async function resolveApiToken(
  request: FastifyRequest,
  deps: CoreDeps,
  token: string,
): Promise<ApiTokenCredential | null> {
  if (request.advanceApiToken !== undefined) return request.advanceApiToken;
  const credential = token ? await validateApiToken(deps, token, requestMeta(request)) : null;
  request.advanceApiToken = credential;
  // Nothing else on this request may find a cookie session behind the token's back.
  request.advanceSession = credential?.session ?? null;
  if (credential) bindUserToLogs(request, null, credential.session.user.id);
  return credential;
}

/**
 * The caller of a route that is not a procedure (the file transfers): the cookie session,
 * or for a bearer request its token, checked by the same rules as a procedure call
 * (authorizeTokenCall: rate limit, scope, activity log). Throws DomainError on refusal.
 */
export async function resolveCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: CoreDeps,
  config: Config,
  call: { path: string; scope?: ApiTokenScope },
): Promise<ValidSession | null> {
  const token = bearerToken(request);
  if (token === undefined) return resolveSession(request, reply, deps, config);
  const credential = await resolveApiToken(request, deps, token);
  if (!credential) throw new DomainError('UNAUTHORIZED', apiTokenMessages.invalidToken);
  await authorizeTokenCall(deps, credential, call, requestMeta(request));
  return credential.session;
}

const tokenRequestCookies = () => {
  throw new Error('A request made with an API token never sets a cookie');
};
const noTokenCookies: Context['cookies'] = {
  setSession: tokenRequestCookies,
  clearSession: tokenRequestCookies,
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
  const token = reply ? bearerToken(request) : undefined;
  if (token !== undefined) {
    const apiToken = await resolveApiToken(request, deps, token);
    return {
      deps,
      meta: requestMeta(request),
      session: apiToken?.session ?? null,
      apiToken,
      cookies: noTokenCookies,
      ...procedureObserver(request),
    };
  }
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
    /** Bearer requests only: undefined until checked; null when the token is not valid. */
    advanceApiToken?: ApiTokenCredential | null;
  }
}

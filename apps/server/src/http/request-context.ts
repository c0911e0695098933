import type { Context } from '@advance/api';
import { type CoreDeps, type ValidSession, validateSessionToken } from '@advance/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

const MAX_USER_AGENT = 512;

export const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null,
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
  return session;
}

/** The tRPC context for one HTTP request (tRPC route or REST adapter alike). */
export async function createHttpContext(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: CoreDeps,
  config: Config,
): Promise<Context> {
  const name = sessionCookieName(config);
  return {
    deps,
    meta: requestMeta(request),
    session: await resolveSession(request, reply, deps, config),
    cookies: {
      setSession: (token, expiresAt) => {
        reply.setCookie(name, token, sessionCookieOptions(config, expiresAt));
      },
      clearSession: () => {
        reply.clearCookie(name, sessionCookieOptions(config));
      },
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined: not looked up yet; null: no valid session. */
    advanceSession?: ValidSession | null;
  }
}

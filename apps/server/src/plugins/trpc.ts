import { type AppRouter, appRouter, type Context, toPublicError } from '@advance/api';
import { TRPC_MAX_BATCH_SIZE } from '@advance/contracts';
import { type CoreDeps, validateSessionToken } from '@advance/core';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { Config } from '../config';
import { createHttpContext } from '../http/request-context';
import { sessionCookieName } from '../http/session-cookie';

async function trpc(app: FastifyInstance, { deps, config }: { deps: CoreDeps; config: Config }) {
  const wsContext = async (
    req: {
      headers: Record<string, string | string[] | undefined>;
      socket: { remoteAddress?: string };
    },
    socket: WebSocket,
  ): Promise<Context> => {
    const cookieHeader = typeof req.headers.cookie === 'string' ? req.headers.cookie : '';
    const token = app.parseCookie(cookieHeader)[sessionCookieName(config)];
    const session = token ? await validateSessionToken(deps, token) : null;
    if (session) app.liveSockets.track(session.sessionId, socket);
    const noCookies = () => {
      throw new Error('Cookies cannot be set over a WebSocket');
    };
    const userAgent = req.headers['user-agent'];
    return {
      deps,
      meta: {
        ip: req.socket.remoteAddress ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      },
      session,
      cookies: { setSession: noCookies, clearSession: noCookies },
    };
  };

  const options: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req, res }) =>
        'raw' in req && 'raw' in res
          ? createHttpContext(req, res, deps, config)
          : wsContext(req as never, res as unknown as WebSocket),
      onError: ({ error, path }) => {
        if (toPublicError(error).status >= 500)
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
      responseMeta: ({ errors }) => {
        const retry = errors
          .map((e) => toPublicError(e).retryAfterSeconds)
          .find((s) => s !== undefined);
        return retry === undefined ? {} : { headers: { 'retry-after': String(retry) } };
      },
      keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    } as FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  };
  await app.register(fastifyTRPCPlugin, options);
}

export const trpcPlugin = fp(trpc, { name: 'trpc', dependencies: ['live-sockets'] });

import { type AppRouter, appRouter, prepareProcedures, toPublicError } from '@advance/api';
import { TRPC_MAX_BATCH_SIZE } from '@advance/contracts';
import type { CoreDeps } from '@advance/core';
import type { TRPCError } from '@trpc/server';
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { Config } from '../config';
import { createRequestContext } from '../http/request-context';
import { trpcHttpRoutes } from '../http/trpc-http';
import { registerLiveSocket } from '../live/register-live-socket';
import { createTrpcSocketGate } from '../live/trpc-socket-gate';

/** The server pings an idle socket this often and drops it when no answer comes. */
const KEEP_ALIVE = { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 };

/**
 * tRPC over HTTP at /trpc/*, and its WebSocket at /trpc for live subscriptions only
 * (decision 009). The socket route is ours rather than the adapter's `useWSS`, so that
 * each socket is registered with the connection registry, its context comes from the
 * same request logic as HTTP (the caller's address honours TRUST_PROXY), and every
 * message passes the gate before tRPC reads it.
 */
async function trpc(app: FastifyInstance, { deps, config }: { deps: CoreDeps; config: Config }) {
  // Before any request: the chains REST and tRPC calls run, output checks compiled
  // (issue 16: compiled at a first call, they held up the event loop for up to 90 ms).
  prepareProcedures(appRouter);
  const onError = ({ error, path }: { error: TRPCError; path: string | undefined }) => {
    if (toPublicError(error).status >= 500)
      app.log.error({ err: error, path }, 'tRPC procedure failed');
  };

  await app.register(trpcHttpRoutes<AppRouter>, {
    prefix: '/trpc',
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: (request, reply) => createRequestContext(request, reply, deps, config),
    onError,
    responseMeta: ({ errors }) => {
      const retry = errors
        .map((e) => toPublicError(e).retryAfterSeconds)
        .find((s) => s !== undefined);
      return retry === undefined ? {} : { headers: { 'retry-after': String(retry) } };
    },
  });

  app.get('/trpc', { websocket: true }, (socket: WebSocket, request) => {
    const session = request.advanceSession;
    const connection = registerLiveSocket(app, 'trpc', socket, request);
    if (!session || !connection) return;
    // Built from the upgrade request, once: the session is the one checked at the upgrade.
    const context = createRequestContext(request, null, deps, config);
    const gate = createTrpcSocketGate({
      socket,
      confirmSession: () => app.liveConnections.confirm(connection),
      onError: (error) => request.log.error({ err: error }, 'Live socket failed'),
    });
    const handle = getWSConnectionHandler<AppRouter>({
      router: appRouter,
      wss: app.websocketServer,
      createContext: () => context,
      onError,
      keepAlive: KEEP_ALIVE,
      experimental_encoder: gate.encoder,
    });
    gate.attach(() => handle(socket, request.raw));
  });
}

export const trpcPlugin = fp(trpc, { name: 'trpc', dependencies: ['live-sockets'] });

import { authMessages, httpMessages } from '@advance/contracts';
import type { CoreDeps } from '@advance/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { Config } from '../config';
import { resolveSession } from '../http/request-context';
import { isSameOrigin, isUpgrade } from './security';

/** Close code sent when the session behind a socket ends (sign-out, reset, role change). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

export interface LiveSockets {
  /** Ties a socket to the session it authenticated with, until it closes. */
  track: (sessionId: string, socket: WebSocket) => void;
  count: () => number;
}

/**
 * tRPC builds a socket's context once, at connect: a session that ends later would live
 * on in that socket. This registry closes every socket of an ended session at once.
 */
async function liveSockets(
  app: FastifyInstance,
  { deps, config }: { deps: CoreDeps; config: Config },
) {
  // A socket must come from our own origin (DESIGN.md §4.5) and belong to a live session
  // from its first byte (§4.7): the upgrade is refused before any WebSocket exists. This
  // hook runs after @fastify/websocket's, which releases the socket of a refused upgrade.
  app.addHook('onRequest', async (request, reply) => {
    if (!isUpgrade(request)) return;
    if (!isSameOrigin(request, config.appOrigin)) {
      return reply.code(403).send({ message: httpMessages.crossOrigin });
    }
    if (!(await resolveSession(request, null, deps, config))) {
      return reply.code(401).send({ message: authMessages.notSignedIn });
    }
  });

  const bySession = new Map<string, Set<WebSocket>>();

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type !== 'sessions.revoked') return;
    for (const id of event.sessionIds) {
      for (const socket of bySession.get(id) ?? [])
        socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      bySession.delete(id);
    }
  });

  const registry: LiveSockets = {
    track(sessionId, socket) {
      const set = bySession.get(sessionId) ?? new Set();
      set.add(socket);
      bySession.set(sessionId, set);
      socket.once('close', () => {
        set.delete(socket);
        if (set.size === 0) bySession.delete(sessionId);
      });
    },
    count: () => [...bySession.values()].reduce((n, s) => n + s.size, 0),
  };
  app.decorate('liveSockets', registry);

  app.addHook('onClose', async () => {
    unsubscribe();
    for (const set of bySession.values())
      for (const socket of set) socket.close(1001, 'Server shutting down');
    bySession.clear();
  });
}

export const liveSocketsPlugin = fp(liveSockets, { name: 'live-sockets' });

declare module 'fastify' {
  interface FastifyInstance {
    liveSockets: LiveSockets;
  }
}

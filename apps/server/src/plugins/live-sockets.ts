import { authMessages, httpMessages, liveMessages } from '@advance/contracts';
import { type CoreDeps, findLiveSessions, sessionGate, sessionGateMessage } from '@advance/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { resolveSession } from '../http/request-context';
import { type ConnectionRegistry, createConnectionRegistry } from '../live/connection-registry';
import { LIVE_LIMITS } from '../live/live-limits';
import { isSameOrigin, isUpgrade } from './security';

/**
 * Every long-lived connection lives in one registry (live/connection-registry.ts), which
 * closes it when its session ends: at once when an instance announces the end (sign-out,
 * password reset, role change), and at the latest one re-check interval after it expires.
 */
async function liveSockets(
  app: FastifyInstance,
  { deps, config }: { deps: CoreDeps; config: Config },
) {
  const registry = createConnectionRegistry({
    findLiveSessions: (ids) => findLiveSessions(deps, ids),
    maxPerUser: LIVE_LIMITS.connectionsPerUser,
  });
  app.decorate('liveConnections', registry);

  // A socket must come from our own origin (docs/architecture.md §6, "Same origin") and belong to a live session
  // from its first byte (§4.7): the upgrade is refused before any WebSocket exists. This
  // hook runs after @fastify/websocket's, which releases the socket of a refused upgrade.
  const checkUpgrade = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOrigin(request, config.appOrigin)) {
      app.auditCrossOrigin(request);
      return reply.code(403).send({ message: httpMessages.crossOrigin });
    }
    const session = await resolveSession(request, null, deps, config);
    if (!session) {
      return reply.code(401).send({ message: authMessages.notSignedIn });
    }
    // A partial sign-in (or staff without a second factor) gets no socket and no feed.
    const gate = sessionGate(session);
    if (gate !== 'ok') return reply.code(403).send({ message: sessionGateMessage(gate) });
    if (registry.isFull(session.user.id)) {
      return reply
        .code(429)
        .header('retry-after', '60')
        .send({ message: liveMessages.tooManyConnections });
    }
  };
  // A callback hook, not an async one: every request passes here, and an async hook costs
  // each of them a promise and its microtask (issue 16). Only an upgrade waits for the
  // check, and goes on as Fastify goes on after an async hook (`done` also after a refusal:
  // Fastify sees the answer was sent).
  app.addHook('onRequest', (request, reply, done) => {
    if (!isUpgrade(request)) return done();
    checkUpgrade(request, reply).then(() => done(), done);
  });

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type === 'sessions.revoked') registry.revoke(event.sessionIds);
  });
  const recheck = setInterval(() => {
    registry
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Re-checking live sessions failed'));
  }, config.liveRecheckMs);
  recheck.unref();

  app.addHook('onClose', async () => {
    clearInterval(recheck);
    unsubscribe();
    registry.closeAll(1001, 'Server shutting down');
  });
}

export const liveSocketsPlugin = fp(liveSockets, {
  name: 'live-sockets',
  dependencies: ['security'],
});

declare module 'fastify' {
  interface FastifyInstance {
    liveConnections: ConnectionRegistry;
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { requestMeta } from '../http/request-context';
import type { LiveConnection } from './connection-registry';
import { WS_CLOSE } from './live-limits';

/**
 * Hands a freshly upgraded socket (/ws or /trpc) to the connection registry, which owns
 * its lifetime from here on. The upgrade already passed the origin, session and per-user
 * checks (live-sockets); null when the socket was closed instead.
 */
export function registerLiveSocket(
  app: FastifyInstance,
  kind: LiveConnection['kind'],
  socket: WebSocket,
  request: FastifyRequest,
): LiveConnection | null {
  const session = request.advanceSession;
  if (!session) {
    socket.close(WS_CLOSE.forbidden, 'Not signed in');
    return null;
  }
  return app.liveConnections.add({
    kind,
    sessionId: session.sessionId,
    userId: session.user.id,
    meta: requestMeta(request),
    expiresAt: session.expiresAt,
    socket,
  });
}

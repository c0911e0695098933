import { isStaffRole, wsClientMessageSchema } from '@advance/contracts';
import type { CoreDeps } from '@advance/core';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_CLOSE } from '../live/live-limits';
import { registerLiveSocket } from '../live/register-live-socket';

export { WS_CLOSE };

/** The client speaks once (authenticate); anything chatty is not our client. */
const AUTHENTICATE_WITHIN_MS = 10_000;
const MAX_CLIENT_MESSAGES = 20;

/**
 * `GET /ws`, the spec's live channel (part 7), as a thin adapter over the same feed the
 * tRPC subscription reads. The upgrade already passed the origin and session checks
 * (live-sockets), and the socket is registered with the connection registry, which closes
 * it when its session ends. The client then sends `{type: "authenticate", userId}`, accepted only for
 * the cookie's own user (decision 009), and receives `new_message` and `read_receipt`
 * events as JSON, each with its journal id as `eventId`; an optional `lastEventId` in
 * authenticate resumes after a reconnect.
 */
export async function liveChannelRoutes(app: FastifyInstance, { deps }: { deps: CoreDeps }) {
  app.get('/ws', { websocket: true }, (socket: WebSocket, request) => {
    const session = request.advanceSession;
    const connection = registerLiveSocket(app, 'ws', socket, request);
    if (!session || !connection) return;
    const stop = new AbortController();
    let received = 0;
    let subscribed = false;
    const deadline = setTimeout(
      () => socket.close(WS_CLOSE.authenticateTimeout, 'Authenticate first'),
      AUTHENTICATE_WITHIN_MS,
    );

    const forward = async (afterId: number | undefined) => {
      // The session is checked again as the feed starts, not only at the upgrade.
      if (!(await app.liveConnections.confirm(connection))) return;
      socket.send(JSON.stringify({ type: 'authenticated', userId: session.user.id }));
      const viewer = { userId: session.user.id, staff: isStaffRole(session.user.role) };
      for await (const { id, event } of deps.live.subscribe(viewer, {
        afterId,
        signal: stop.signal,
      })) {
        if (socket.readyState !== socket.OPEN) return;
        socket.send(JSON.stringify({ ...event, eventId: String(id) }));
      }
      // The feed ended the stream (the client fell too far behind): it reconnects and resumes.
      if (!stop.signal.aborted) socket.close(1013, 'Reconnect and resume');
    };

    socket.on('message', (data) => {
      received += 1;
      if (received > MAX_CLIENT_MESSAGES) {
        socket.close(WS_CLOSE.tooManyMessages, 'Too many messages');
        return;
      }
      const message = parseClientMessage(data.toString());
      if (!message) {
        socket.close(WS_CLOSE.badMessage, 'Unknown message');
        return;
      }
      if (message.userId !== session.user.id) {
        socket.close(WS_CLOSE.forbidden, 'Not your user');
        return;
      }
      if (subscribed) return;
      subscribed = true;
      clearTimeout(deadline);
      forward(message.lastEventId).catch((error: unknown) => {
        request.log.error({ err: error }, 'Live channel failed');
        socket.close(1011, 'Server error');
      });
    });
    socket.on('close', () => {
      clearTimeout(deadline);
      stop.abort();
    });
  });
}

function parseClientMessage(text: string) {
  try {
    const parsed = wsClientMessageSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const { lastEventId } = parsed.data;
    return {
      userId: parsed.data.userId,
      lastEventId: lastEventId ? Number(lastEventId) : undefined,
    };
  } catch {
    return null;
  }
}

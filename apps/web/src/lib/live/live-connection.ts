import type { AppRouter } from '@advance/api';
import {
  createWSClient,
  type OperationLink,
  type TRPCLink,
  type TRPCWebSocketClient,
  wsLink,
} from '@trpc/client';
import {
  initialLiveConnectionState,
  type LiveConnectionEvent,
  type LiveConnectionState,
  liveConnectionReducer,
} from './connection-state';
import { liveReconnectPolicy, type ReconnectPolicy, reconnectDelayMs } from './reconnect-policy';

/** After the last subscription ends, the socket stays open this long (a page change re-subscribes). */
export const LIVE_IDLE_CLOSE_MS = 5000;
/** The server pings every 30 s; the client's own ping notices a dead link (a laptop that slept). */
const KEEP_ALIVE_INTERVAL_MS = 30_000;
const KEEP_ALIVE_PONG_TIMEOUT_MS = 5000;

export interface LiveConnectionOptions {
  /** Read when a socket opens, so nothing touches `window` before the first subscription. */
  url: () => string;
  /** A stand-in WebSocket for tests. */
  WebSocket?: typeof WebSocket;
  policy?: ReconnectPolicy;
  idleCloseMs?: number;
}

export interface LiveConnection {
  /** Subscriptions go over this link (see lib/trpc.ts: splitLink). */
  link: TRPCLink<AppRouter>;
  getSnapshot: () => LiveConnectionState;
  subscribe: (listener: () => void) => () => void;
  /**
   * Declares a subscriber that needs the connection; returns its release. While nobody
   * holds it (signed out), a dropped socket is let go instead of retried and paused.
   */
  hold: () => () => void;
  /** The user's Reconnect: a paused connection gets a fresh set of attempts. */
  reconnect: () => void;
  /** The subscription itself failed (not the socket): show the same paused notice. */
  pause: () => void;
}

/**
 * The live channel (DESIGN §4.7): tRPC's WebSocket client, created on the first
 * subscription and connected lazily, since the server refuses upgrades without a session.
 *
 * tRPC reconnects on its own but never gives up. Spec part 4 wants at most 5 attempts,
 * 1 s × the attempt number apart, then a pause: the delay callback counts the attempts,
 * and when they are spent it closes the client. Closing ends tRPC's retry loop (it checks
 * after the delay whether reconnecting is still wanted) and completes the subscriptions,
 * which their owner starts again, from its last event id, when the user asks.
 */
export function createLiveConnection({
  url,
  WebSocket,
  policy = liveReconnectPolicy,
  idleCloseMs = LIVE_IDLE_CLOSE_MS,
}: LiveConnectionOptions): LiveConnection {
  let state = initialLiveConnectionState;
  let holders = 0;
  const listeners = new Set<() => void>();

  const dispatch = (event: LiveConnectionEvent): void => {
    const next = liveConnectionReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const createClient = (): TRPCWebSocketClient => {
    const client = createWSClient({
      url,
      ...(WebSocket ? { WebSocket } : {}),
      lazy: { enabled: true, closeMs: idleCloseMs },
      keepAlive: {
        enabled: true,
        intervalMs: KEEP_ALIVE_INTERVAL_MS,
        pongTimeoutMs: KEEP_ALIVE_PONG_TIMEOUT_MS,
      },
      retryDelayMs: (attemptIndex) => {
        const delay = holders > 0 ? reconnectDelayMs(attemptIndex, policy) : null;
        if (delay !== null) {
          dispatch({ type: 'retrying', attempt: attemptIndex + 1 });
          return delay;
        }
        dispatch({ type: holders > 0 ? 'paused' : 'idle' });
        // In a microtask: it runs before tRPC's zero-length wait ends, so that wait finds
        // reconnecting no longer allowed and the loop stops there.
        queueMicrotask(() => {
          client.close().catch(() => {});
        });
        return 0;
      },
    });
    client.connectionState.subscribe({
      next: (connection) => {
        if (connection.state === 'pending') dispatch({ type: 'connected' });
        else if (connection.state === 'idle') dispatch({ type: 'idle' });
        // "connecting" with an error is a drop: the retry callback reports the attempt.
        else if (connection.error === null) dispatch({ type: 'connecting' });
      },
    });
    return client;
  };

  let client: TRPCWebSocketClient | undefined;
  const link: TRPCLink<AppRouter> = (runtime) => {
    let operationLink: OperationLink<AppRouter> | undefined;
    return (operation) => {
      client ??= createClient();
      operationLink ??= wsLink<AppRouter>({ client })(runtime);
      return operationLink(operation);
    };
  };

  return {
    link,
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    hold: () => {
      holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
      };
    },
    reconnect: () => dispatch({ type: 'reconnect' }),
    pause: () => dispatch({ type: 'paused' }),
  };
}

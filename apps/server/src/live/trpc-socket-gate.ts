import { liveMessages, TRPC_MAX_BATCH_SIZE } from '@advance/contracts';
import { type Encoder, jsonEncoder } from '@trpc/server/adapters/ws';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { RawData, WebSocket } from 'ws';
import { LIVE_LIMITS, WS_CLOSE } from './live-limits';
import { createMessageRate } from './message-rate';

type CallId = string | number;

/** A socket closed by the gate is cut off this long after its close frame went out. */
const CLOSE_GRACE_MS = 500;

/** The two methods a live socket carries; tRPC's WebSocket would also run queries and mutations. */
const ALLOWED_METHODS = new Set(['subscription', 'subscription.stop']);

const SUBSCRIPTIONS_ONLY = liveMessages.subscriptionsOnly;
const TOO_MANY_SUBSCRIPTIONS = liveMessages.tooManySubscriptions;
const DUPLICATE_ID = liveMessages.duplicateSubscription;
const BATCH_TOO_LARGE = liveMessages.batchTooLarge(TRPC_MAX_BATCH_SIZE);

const HTTP_STATUS: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

const callIdOf = (call: unknown): CallId | null => {
  if (typeof call !== 'object' || call === null || !('id' in call)) return null;
  const { id } = call;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};

const methodOf = (call: unknown): unknown =>
  typeof call === 'object' && call !== null && 'method' in call ? call.method : undefined;

/** A response that ends a call: its subscription no longer counts against the socket. */
const endedCallId = (response: unknown): CallId | null => {
  if (typeof response !== 'object' || response === null) return null;
  const ended =
    'error' in response ||
    ('result' in response &&
      typeof response.result === 'object' &&
      response.result !== null &&
      'type' in response.result &&
      response.result.type === 'stopped');
  return ended ? callIdOf(response) : null;
};

/**
 * Stands between a tRPC WebSocket and tRPC's own message handling, so that a refused
 * message costs a JSON parse and nothing more: tRPC never sees it. Per socket:
 * - messages are rate limited (a token bucket); over it, the socket closes with 4429;
 * - a message holds at most as many calls as an HTTP batch, else the socket closes (4413);
 * - only subscriptions travel; a query or mutation is answered with an error, unrun, and
 *   the socket closes (4400);
 * - at most a few subscriptions are open at once; one more is answered with an error;
 * - each new subscription waits for a fresh check of the session (`confirmSession`).
 */
export function createTrpcSocketGate({
  socket,
  confirmSession,
  onError,
}: {
  socket: WebSocket;
  /** False when the session has ended (and the socket was closed for it). */
  confirmSession: () => Promise<boolean>;
  onError: (error: unknown) => void;
}) {
  const rate = createMessageRate({
    burst: LIVE_LIMITS.messageBurst,
    perSecond: LIVE_LIMITS.messagesPerSecond,
  });
  const openSubscriptions = new Set<CallId>();
  let deliver: (data: Buffer) => void = () => {};
  let shut = false;
  /** Messages reach tRPC in the order they came, each after its session check. */
  let inOrder: Promise<void> = Promise.resolve();

  /**
   * Closes with a reason the client can read, then stops reading: a flooding client would
   * not answer the close, and every frame it still sends would be parsed for nothing.
   */
  const close = (code: number, reason: string) => {
    shut = true;
    socket.close(code, reason);
    socket.pause();
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  };

  const refuse = (id: CallId | null, code: TRPC_ERROR_CODE_KEY, message: string) => {
    socket.send(
      JSON.stringify({
        id,
        error: {
          message,
          code: TRPC_ERROR_CODES_BY_KEY[code],
          data: { code, httpStatus: HTTP_STATUS[code] ?? 400 },
        },
      }),
    );
  };

  /** The subscriptions tRPC may start (and stops), with the refused ones answered here. */
  const admit = (calls: unknown[]): unknown[] => {
    const admitted: unknown[] = [];
    for (const call of calls) {
      const id = callIdOf(call);
      // A stop frees nothing here: tRPC may not have registered the subscription yet (a
      // stop in the same message would then be ignored and the subscription run uncounted).
      // The slot is freed when tRPC answers "stopped" or with an error (the encoder below).
      if (methodOf(call) !== 'subscription.stop' && id !== null) {
        // tRPC refuses a duplicate id too, but its error would free the slot held by the
        // original, which would then run uncounted.
        if (openSubscriptions.has(id)) {
          refuse(id, 'BAD_REQUEST', DUPLICATE_ID);
          continue;
        }
        if (openSubscriptions.size >= LIVE_LIMITS.subscriptionsPerSocket) {
          refuse(id, 'TOO_MANY_REQUESTS', TOO_MANY_SUBSCRIPTIONS);
          continue;
        }
        openSubscriptions.add(id);
      }
      admitted.push(call);
    }
    return admitted;
  };

  const onMessage = (data: RawData, isBinary: boolean) => {
    if (shut) return;
    if (!rate.take()) return close(WS_CLOSE.tooManyMessages, 'Too many messages');
    if (isBinary) return close(WS_CLOSE.badMessage, 'Text messages only');
    const text = data.toString();
    // tRPC's keep-alive: answered by tRPC, cheap, and already counted above.
    if (text === 'PING' || text === 'PONG') {
      inOrder = inOrder.then(() => deliver(Buffer.from(text)));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return close(WS_CLOSE.badMessage, 'Not JSON');
    }
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    if (calls.length > TRPC_MAX_BATCH_SIZE) {
      refuse(null, 'PAYLOAD_TOO_LARGE', BATCH_TOO_LARGE);
      return close(WS_CLOSE.batchTooLarge, 'Batch too large');
    }
    // Not our client: the web app sends queries and mutations over HTTP.
    const forbidden = calls.filter((call) => !ALLOWED_METHODS.has(String(methodOf(call))));
    if (forbidden.length > 0) {
      for (const call of forbidden) refuse(callIdOf(call), 'BAD_REQUEST', SUBSCRIPTIONS_ONLY);
      return close(WS_CLOSE.badMessage, 'Subscriptions only');
    }
    const admitted = admit(calls);
    if (admitted.length === 0) return;
    const subscribes = admitted.some((call) => methodOf(call) === 'subscription');
    const message = Buffer.from(JSON.stringify(admitted.length === 1 ? admitted[0] : admitted));
    inOrder = inOrder
      .then(async () => {
        if (shut || (subscribes && !(await confirmSession()))) return;
        deliver(message);
      })
      .catch((error: unknown) => {
        onError(error);
        close(1011, 'Server error');
      });
  };

  return {
    /**
     * Runs `connect` (tRPC's connection handler) on a socket nobody listens to yet, and puts
     * the message listeners it adds behind the gate: ws has no hook that runs before
     * listeners, so they are taken off the socket and called by the gate for what it admits.
     */
    attach(connect: () => void) {
      connect();
      const listeners = socket.listeners('message');
      socket.removeAllListeners('message');
      deliver = (message) => {
        for (const listener of listeners) listener.call(socket, message, false);
      };
      socket.on('message', onMessage);
    },

    /** tRPC's JSON encoder, watching answers to free the slot of each ended subscription. */
    encoder: {
      encode(response: unknown) {
        const ended = endedCallId(response);
        if (ended !== null) openSubscriptions.delete(ended);
        return jsonEncoder.encode(response);
      },
      decode: (data: string | ArrayBuffer | Uint8Array) => jsonEncoder.decode(data),
    } satisfies Encoder,
  };
}

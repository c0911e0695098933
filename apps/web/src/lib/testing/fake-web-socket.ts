/**
 * A stand-in browser WebSocket: records what the client sends, and the test plays the
 * server (open, message, drop, refuse). Listeners run with the socket as `this`, as in a
 * browser (tRPC's ping handler relies on it).
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: unknown[] = [];

  constructor(url: string | URL) {
    super();
    this.url = String(url);
  }

  send(data: string) {
    this.sent.push(data === 'PING' || data === 'PONG' ? data : JSON.parse(data));
  }

  close(code = 1000) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }

  /** The server accepted the upgrade. */
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** A message from the server. */
  receive(message: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }

  /** The upgrade was refused (401) or the network failed: error, then close. */
  refuse() {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006 }));
  }

  /** An open connection dropped. */
  drop() {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006 }));
  }

  /** Subscription requests sent so far (JSON-RPC method "subscription"). */
  subscriptions(): Array<{
    id: number;
    params: { path: string; input: unknown; lastEventId?: string };
  }> {
    return this.sent
      .flatMap((message) => (Array.isArray(message) ? message : [message]))
      .filter(
        (
          message,
        ): message is { id: number; method: string; params: { path: string; input: unknown } } =>
          typeof message === 'object' &&
          message !== null &&
          'method' in message &&
          message.method === 'subscription',
      );
  }
}

/** A FakeWebSocket class whose instances land in `sockets`, newest last. */
export function fakeWebSocketClass(sockets: FakeWebSocket[]): typeof WebSocket {
  return class extends FakeWebSocket {
    constructor(url: string | URL) {
      super(url);
      sockets.push(this);
    }
  } as unknown as typeof WebSocket;
}

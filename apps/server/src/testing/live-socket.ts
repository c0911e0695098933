import { WebSocket } from 'ws';
import type { TestClient } from './http-client';
import type { TestServer } from './test-server';

/** A WebSocket client that keeps every JSON message it receives, for assertions. */
export interface LiveSocket {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  /** Resolves with the first received message that `match` accepts (waiting if needed). */
  next: (
    match: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ) => Promise<Record<string, unknown>>;
  send: (message: unknown) => void;
  closed: Promise<number>;
  close: () => void;
}

/** Opens a socket to `path` as `client` (its cookies, our origin) and waits until it is open. */
export async function openLiveSocket(
  server: TestServer,
  client: TestClient,
  path: '/ws' | '/trpc',
): Promise<LiveSocket> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, {
    headers: { origin: server.origin, cookie: client.cookieHeader() },
  });
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let consumed = 0;
  const next: LiveSocket['next'] = (match, timeoutMs = 3000) =>
    new Promise((resolve, reject) => {
      const look = () => {
        for (let i = consumed; i < messages.length; i += 1) {
          const message = messages[i];
          if (message && match(message)) {
            consumed = i + 1;
            waiters.delete(look);
            clearTimeout(timer);
            resolve(message);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(
          new Error(`No matching message within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
        );
      }, timeoutMs);
      waiters.add(look);
      look();
    });
  return {
    socket,
    messages,
    next,
    send: (message) => socket.send(JSON.stringify(message)),
    closed,
    close: () => socket.close(),
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpMessages } from '@advance/contracts';
import { getTestDb } from '@advance/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createRuntime } from '../runtime';
import { useTestServer } from '../testing/use-test-server';

/** Short limits so the test sees them act; production values are in config.ts. */
const HEADERS_MS = 1_000;
const REQUEST_MS = 1_500;
const MAX_PER_ADDRESS = 4;

const { server } = useTestServer({
  HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
  HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
  HTTP_TRANSFER_TIMEOUT_MS: '5000',
  MAX_CONNECTIONS_PER_ADDRESS: String(MAX_PER_ADDRESS),
});

/** A raw client: what it received and when the server closed it. */
interface RawConnection {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

async function open(): Promise<RawConnection> {
  const { port } = new URL(server().url);
  const socket = connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    data += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => data, closed };
}

/** Writes one byte per interval until the socket closes; never finishes on its own. */
function trickle(socket: Socket, bytes: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= bytes.length) return clearInterval(timer);
    socket.write(bytes[i++] ?? '');
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);

const bodyOf = (raw: string): unknown => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe('HTTP time limits (docs/architecture.md §5, "Limits")', () => {
  it('answers a JSON body that trickles in one byte a second with 503 and closes the socket', async () => {
    const connection = await open();
    const started = Date.now();
    const body = JSON.stringify({ email: 'slow@advance.test', password: 'x'.repeat(200) });
    connection.socket.write(
      [
        'POST /api/login HTTP/1.1',
        'Host: 127.0.0.1',
        `Origin: ${server().origin}`,
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    trickle(connection.socket, body, 1_000);

    const closedAt = await connection.closed;
    expect(closedAt - started).toBeLessThan(REQUEST_MS + 2_000);
    expect(statusOf(connection.received())).toBe(503);
    expect(bodyOf(connection.received())).toEqual({ message: httpMessages.timedOut });
  });

  it('closes a connection whose headers trickle in one byte a second', async () => {
    const connection = await open();
    const started = Date.now();
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    trickle(connection.socket, 'X-Slow: '.padEnd(200, 'a'), 1_000);

    const closedAt = await connection.closed;
    expect(closedAt - started).toBeLessThan(HEADERS_MS + 2_000);
    expect(connection.received()).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('refuses connections from one address beyond the ceiling while the others still work', async () => {
    const held = await Promise.all(Array.from({ length: MAX_PER_ADDRESS }, () => open()));

    const extra = await open();
    await extra.closed;
    expect(statusOf(extra.received())).toBe(503);
    expect(bodyOf(extra.received())).toEqual({ message: httpMessages.tooManyConnections });

    // The connections inside the ceiling are served as usual.
    const first = held[0];
    if (!first) throw new Error('no connection held');
    first.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await first.closed;
    expect(statusOf(first.received())).toBe(200);

    // A place freed is a place available again.
    const again = await open();
    again.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(statusOf(again.received())).toBe(200);
  });
});

describe('the handler time limit', () => {
  /** An app with a 300 ms handler limit and routes that take 3 s, as any stuck query would. */
  async function withSlowRoutes(check: (url: string) => Promise<void>) {
    const dataDir = await mkdtemp(join(tmpdir(), 'advance-limits-'));
    const database = await getTestDb();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      HTTP_REQUEST_TIMEOUT_MS: '300',
      APP_ORIGIN: 'http://app.test',
    });
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const runtime = await createRuntime(config, silent, { database });
    const app = await buildApp({ config, deps: runtime.deps, database });
    // Stands for any slow route: a query stuck behind a lock, a hung relay.
    const slow = () => new Promise((resolve) => setTimeout(() => resolve({ ok: 1 }), 3_000));
    app.get('/api/slow', slow);
    app.post('/api/slow', slow);
    app.get('/api/quick', async () => ({ ok: 1 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      await check(`http://127.0.0.1:${port}`);
    } finally {
      await app.close();
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('answers a handler that runs too long with 503 and a JSON message', async () => {
    await withSlowRoutes(async (url) => {
      const started = Date.now();
      const res = await fetch(`${url}/api/slow`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: httpMessages.timedOut });
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  it('times a POST handler too, after its body has been read', async () => {
    await withSlowRoutes(async (url) => {
      const started = Date.now();
      const res = await fetch(`${url}/api/slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://app.test' },
        body: JSON.stringify({ any: 'thing' }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: httpMessages.timedOut });
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  it('times each of many slow requests at once, and leaves quick ones alone', async () => {
    await withSlowRoutes(async (url) => {
      const started = Date.now();
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, () => fetch(`${url}/api/slow`)),
        ...Array.from({ length: 30 }, () => fetch(`${url}/api/quick`)),
      ]);
      expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(503));
      expect(answers.slice(30).map((a) => a.status)).toEqual(Array(30).fill(200));
      expect(Date.now() - started).toBeLessThan(2_500);
      // A quick answer's timer is gone with it: nothing fires at the finished request later.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await fetch(`${url}/api/quick`)).status).toBe(200);
    });
  });
});

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { TRPC_MAX_BATCH_SIZE } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_LIMITS, WS_CLOSE } from '../live/live-limits';
import { applicationBody, createCustomer, customer, signIn } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { openLiveSocket } from '../testing/live-socket';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

// Issue 11, items 2, 3 and 14: the tRPC WebSocket carries subscriptions only, within
// per-socket and per-user limits, so one account's flood does not slow anyone else; live
// events have one transport (no server-sent events); a socket's caller address follows
// TRUST_PROXY like HTTP's.

const bob = { ...customer, email: 'bob@example.com' };

const call = (id: number, method: string, path: string, input?: unknown) => ({
  id,
  method,
  params: { path, input },
});
const subscribe = (id: number) => call(id, 'subscription', 'live.events');
const answerTo = (id: number) => (m: Record<string, unknown>) => m.id === id;
const errorOf = (m: Record<string, unknown>) =>
  m.error as { message: string; data: { code: string; httpStatus: number } } | undefined;
const started = (id: number) => (m: Record<string, unknown>) =>
  m.id === id && (m.result as { type?: string } | undefined)?.type === 'started';
const stopped = (id: number) => (m: Record<string, unknown>) =>
  m.id === id && (m.result as { type?: string } | undefined)?.type === 'stopped';

const wsUrl = (server: TestServer, path: string) => `${server.url.replace('http', 'ws')}${path}`;

/** Opens a raw socket; resolves with it, or with the HTTP status that refused the upgrade. */
const connect = (server: TestServer, c: TestClient, path = '/trpc') =>
  new Promise<WebSocket | number>((resolve) => {
    const socket = new WebSocket(wsUrl(server, path), {
      headers: { origin: server.origin, cookie: c.cookieHeader() },
    });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    socket.once('error', () => resolve(0));
  });

/** Floods tRPC sockets until told to stop: connect, send every batch, wait for the close, again. */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
const { url, headers, floods, sockets } = workerData;
let stop = false;
let sent = 0;
const closeCodes = [];
parentPort.on('message', () => { stop = true; });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const connect = () => new Promise((resolve) => {
  const socket = new WebSocket(url, { headers });
  socket.once('open', () => resolve(socket));
  socket.once('unexpected-response', (request) => { request.destroy(); resolve(null); });
  socket.once('error', () => resolve(null));
});
const flooder = async (messages) => {
  for (let round = 0; round < 10 && !stop; round += 1) {
    const socket = await connect();
    if (!socket) { await sleep(25); continue; }
    const closed = new Promise((resolve) => socket.once('close', resolve));
    for (const message of messages) {
      if (socket.readyState !== WebSocket.OPEN) break;
      socket.send(message);
      sent += 1;
    }
    if (round === 0) parentPort.postMessage({ type: 'flooding' });
    const code = await Promise.race([closed, sleep(2000).then(() => 0)]);
    if (code) closeCodes.push(code);
    socket.terminate();
  }
};
Promise.all(Array.from({ length: sockets }, (_, n) => flooder(floods[n % floods.length])))
  .then(() => parentPort.postMessage({ type: 'done', sent, closeCodes }));
`;

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0;
};

describe(`the tRPC WebSocket on ${describeTestDb()}`, () => {
  const { server, client } = useTestServer();
  const signedIn = async (credentials = customer) => {
    await createCustomer(client(), { email: credentials.email });
    const c = client();
    await signIn(c, credentials);
    return c;
  };

  it('carries subscriptions only: queries and mutations are refused unrun, with a clear error', async () => {
    const ada = await signedIn();
    const socket = await openLiveSocket(server(), ada, '/trpc');
    socket.send([call(1, 'query', 'auth.me'), call(2, 'mutation', 'auth.logout'), subscribe(3)]);
    for (const id of [1, 2]) {
      const error = errorOf(await socket.next(answerTo(id)));
      expect(error?.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
      expect(error?.message).toMatch(/only live subscriptions/i);
    }
    expect(await socket.closed).toBe(WS_CLOSE.badMessage);
    expect(socket.messages.some((m) => m.result)).toBe(false);
    // The sign-out never ran: the session still answers over HTTP and may subscribe.
    expect((await ada.get('/api/auth/user')).status).toBe(200);
    const again = await openLiveSocket(server(), ada, '/trpc');
    again.send(subscribe(1));
    await again.next(started(1));
    again.close();
  });

  it('refuses a message with more calls than an HTTP batch before running any of them', async () => {
    const ada = await signedIn();
    const socket = await openLiveSocket(server(), ada, '/trpc');
    const calls = Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, (_, i) => subscribe(i + 1));
    socket.socket.send(JSON.stringify(calls));
    expect(await socket.closed).toBe(WS_CLOSE.batchTooLarge);
    expect(socket.messages.some((m) => m.result)).toBe(false);
    expect(errorOf(socket.messages[0] ?? {})?.data.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('caps open subscriptions per socket and frees a slot when one stops', async () => {
    const ada = await signedIn();
    const socket = await openLiveSocket(server(), ada, '/trpc');
    const cap = LIVE_LIMITS.subscriptionsPerSocket;
    for (let id = 1; id <= cap; id += 1) socket.send(subscribe(id));
    for (let id = 1; id <= cap; id += 1) await socket.next(started(id));
    socket.send(subscribe(cap + 1));
    expect(errorOf(await socket.next(answerTo(cap + 1)))?.data.code).toBe('TOO_MANY_REQUESTS');
    socket.send({ id: 1, method: 'subscription.stop' });
    await socket.next(stopped(1));
    socket.send(subscribe(cap + 2));
    await socket.next(started(cap + 2));
    socket.close();
  });

  it('cannot be beaten by a stop sent with its subscription before tRPC registered it', async () => {
    const ada = await signedIn();
    const socket = await openLiveSocket(server(), ada, '/trpc');
    const cap = LIVE_LIMITS.subscriptionsPerSocket;
    // Each message subscribes and stops at once: only a stop tRPC really performed may
    // give a slot back, so at most `cap` subscriptions ever run at the same time.
    for (let id = 1; id <= cap + 4; id += 1)
      socket.send([subscribe(id), { id, method: 'subscription.stop' }]);
    const answered = () => new Set(socket.messages.map((m) => m.id)).size;
    await expect.poll(answered).toBe(cap + 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const runningIds = new Set<unknown>();
    for (const m of socket.messages) {
      const type = (m.result as { type?: string } | undefined)?.type;
      if (type === 'started') runningIds.add(m.id);
      if (type === 'stopped' || m.error) runningIds.delete(m.id);
    }
    expect(runningIds.size).toBeLessThanOrEqual(cap);
    socket.close();
  });

  it('closes a socket that sends faster than its message rate', async () => {
    const ada = await signedIn();
    const socket = await openLiveSocket(server(), ada, '/trpc');
    for (let i = 0; i < LIVE_LIMITS.messageBurst * 3; i += 1)
      socket.send({ id: 1000 + i, method: 'subscription.stop' });
    expect(await socket.closed).toBe(WS_CLOSE.tooManyMessages);
  });

  it('caps live sockets per user (/ws and tRPC together), not anyone else’s', async () => {
    const ada = await signedIn();
    const other = await signedIn(bob);
    const open: WebSocket[] = [];
    for (let i = 0; i < LIVE_LIMITS.connectionsPerUser; i += 1) {
      const socket = await connect(server(), ada, i % 2 ? '/ws' : '/trpc');
      if (typeof socket === 'number') throw new Error(`socket ${i} refused: ${socket}`);
      open.push(socket);
    }
    expect(await connect(server(), ada)).toBe(429);
    expect(await connect(server(), ada, '/ws')).toBe(429);
    const bobs = await connect(server(), other);
    expect(bobs).toBeInstanceOf(WebSocket);
    // A closed socket gives its place back.
    const first = open.shift();
    const gone = new Promise((resolve) => first?.once('close', resolve));
    first?.close();
    await gone;
    await expect.poll(() => server().app.liveConnections.count()).toBe(open.length + 1);
    const again = await connect(server(), ada);
    expect(again).toBeInstanceOf(WebSocket);
    for (const socket of [...open, bobs, again]) if (typeof socket !== 'number') socket.close();
  });

  it('leaves another user’s latency alone while one account floods every socket it may open', async () => {
    const mallory = await signedIn();
    const victim = await signedIn(bob);
    const submitted = await victim.post('/api/applications', applicationBody({ email: bob.email }));
    expect(submitted.status).toBe(201);

    const latency = async (count: number) => {
      const samples: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const started = performance.now();
        const res = await victim.get('/api/applications');
        samples.push(performance.now() - started);
        expect(res.status).toBe(200);
      }
      return p95(samples);
    };
    await latency(5); // warm-up
    const baseline = await latency(20);

    // Every message is a full batch; before the gate each call ran: a database query, or a
    // subscription that reads the whole journal first. Half the sockets send each kind.
    const batchOf = (message: number, make: (id: number) => unknown) =>
      JSON.stringify(
        Array.from({ length: TRPC_MAX_BATCH_SIZE }, (_, i) =>
          make(message * TRPC_MAX_BATCH_SIZE + i + 1),
        ),
      );
    const floods = [
      Array.from({ length: 50 }, (_, m) =>
        batchOf(m, (id) => call(id, 'query', 'applications.mine')),
      ),
      Array.from({ length: 50 }, (_, m) =>
        batchOf(m, (id) => call(id, 'subscription', 'live.events', { lastEventId: '0' })),
      ),
    ];
    // The flood comes from its own thread, as from another machine: its sending must not
    // block the event loop that serves (and times) the victim's requests.
    const flood = new Worker(FLOOD_WORKER, {
      eval: true,
      workerData: {
        wsPath: createRequire(import.meta.url).resolve('ws'),
        url: wsUrl(server(), '/trpc'),
        headers: { origin: server().origin, cookie: mallory.cookieHeader() },
        floods,
        sockets: LIVE_LIMITS.connectionsPerUser + 2,
      },
    });
    const result = new Promise<{ sent: number; closeCodes: number[] }>((resolve, reject) => {
      flood.on('message', (message: { type: string; sent: number; closeCodes: number[] }) => {
        if (message.type === 'done') resolve(message);
      });
      flood.on('error', reject);
    });
    await new Promise((resolve) => flood.once('message', resolve)); // flooding
    const during = await latency(20);
    flood.postMessage('stop');
    const { sent, closeCodes } = await result;
    await flood.terminate();

    expect(sent).toBeGreaterThanOrEqual(LIVE_LIMITS.connectionsPerUser * 50);
    expect(closeCodes).toContain(WS_CLOSE.badMessage);
    expect(closeCodes).toContain(WS_CLOSE.tooManyMessages);
    // Before the gate the victim waited seconds; the margin absorbs a 2-core machine that
    // is busy with other work (a CI run beside other jobs went 157 ms against 154).
    expect(during).toBeLessThan(Math.max(3 * baseline, baseline + 400));
  });
});

describe(`live events over HTTP on ${describeTestDb()}`, () => {
  const { server, client } = useTestServer();

  it('are not streamed: with server-sent events off, GET /trpc/live.events ends at once', async () => {
    await createCustomer(client());
    const ada = client();
    await signIn(ada, customer);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 3000);
    const res = await fetch(`${server().url}/trpc/live.events`, {
      headers: { cookie: ada.cookieHeader() },
      signal: abort.signal,
    });
    // tRPC answers with one error event and ends the response; with SSE on, it stayed
    // open and carried every later chat event, whatever happened to the session.
    const body = await res.text();
    clearTimeout(timer);
    expect(body).toContain('METHOD_NOT_SUPPORTED');
    expect(body).not.toMatch(/^id:/m);
  });
});

describe(`a live socket's caller address behind a trusted proxy on ${describeTestDb()}`, () => {
  const { server, client } = useTestServer({ TRUST_PROXY: 'true' });

  it('is the forwarded address, as for HTTP (tRPC and /ws alike)', async () => {
    await createCustomer(client());
    const ada = client();
    await signIn(ada, customer);
    for (const path of ['/trpc', '/ws']) {
      const socket = new WebSocket(wsUrl(server(), path), {
        headers: {
          origin: server().origin,
          cookie: ada.cookieHeader(),
          'x-forwarded-for': '203.0.113.7',
        },
      });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const [connection] = server().app.liveConnections.list();
      expect(connection?.meta.ip).toBe('203.0.113.7');
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.close();
      await closed;
      await expect.poll(() => server().app.liveConnections.count()).toBe(0);
    }
  });
});

import { connect, type Socket } from 'node:net';
import { httpMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn } from '../testing/fixtures';
import { useTestServer } from '../testing/use-test-server';

// Issue 20: PUT /api/account/locale from a client that sends its body a byte at a time.
// A short request limit, so the never-ending case ends within the test's patience.
const REQUEST_MS = 4_000;
/**
 * A request held behind the slow one would wait its 3 s, or the 4 s limit; a quick one on a
 * loaded 2-core machine takes well under this.
 */
const HELD_MS = 1_500;
const { server, client } = useTestServer({
  HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
  HTTP_TRANSFER_TIMEOUT_MS: '10000',
});

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** A raw connection: what came back, and when the server closed it. */
async function open() {
  const { port } = new URL(server().url);
  const socket = connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    data += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => data, closed };
}

/** Sends the request line and headers of a PUT whose body is `length` bytes long. */
function startPut(socket: Socket, cookie: string, length: number) {
  socket.write(
    [
      'PUT /api/account/locale HTTP/1.1',
      'Host: 127.0.0.1',
      `Origin: ${server().origin}`,
      `Cookie: ${cookie}`,
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );
}

/** Writes `bytes` one at a time, `everyMs` apart; resolves when all are written. */
function trickle(socket: Socket, bytes: string, everyMs: number): Promise<void> {
  return new Promise((resolve) => {
    let i = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || i >= bytes.length) {
        clearInterval(timer);
        resolve();
        return;
      }
      socket.write(bytes[i++] ?? '');
    }, everyMs);
  });
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const bodyOf = (raw: string): unknown => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

/** Times one quick request of another client while the slow one is sending. */
async function timed(ask: () => Promise<{ status: number }>) {
  const started = Date.now();
  const res = await ask();
  return { status: res.status, ms: Date.now() - started };
}

describe(`a slow client on PUT /api/account/locale on ${describeTestDb()}`, () => {
  it('trickles its body over ~3 s and is served, while others are answered meanwhile', async () => {
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, customer);
    const other = client();
    await createCustomer(other, { email: 'bea@x.test' });
    await signIn(other, { email: 'bea@x.test', password: customer.password });

    const slow = await open();
    const body = JSON.stringify({ locale: 'es' });
    startPut(slow.socket, ada.cookieHeader(), body.length);
    const sending = trickle(slow.socket, body, 3_000 / body.length);

    // While it sends: reads and writes of another customer, and a visitor's page data.
    const quick: { status: number; ms: number }[] = [];
    for (let i = 0; i < 5; i++) {
      quick.push(
        await timed(() => other.request('PUT', '/api/account/locale', { json: { locale: 'es' } })),
      );
      quick.push(await timed(() => other.get('/api/auth/user')));
      quick.push(await timed(() => client().get('/healthz')));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    for (const answer of quick) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(HELD_MS);
    }

    await sending;
    await slow.closed;
    expect(statusOf(slow.received())).toBe(200);
    expect(bodyOf(slow.received())).toEqual({ locale: 'es' });
    expect(((await ada.get('/api/auth/user')).body as { locale: string }).locale).toBe('es');
  });

  it('ten that never finish are cut off with 503; nobody else waits for them', async () => {
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, customer);

    const started = Date.now();
    const slow = await Promise.all(Array.from({ length: 10 }, () => open()));
    for (const connection of slow) {
      // Promises 200 bytes, sends one a second.
      startPut(connection.socket, ada.cookieHeader(), 200);
      void trickle(connection.socket, `{"locale":"${'e'.repeat(200)}`, 1_000);
    }

    const quick = [];
    for (let i = 0; i < 5; i++) {
      quick.push(await timed(() => ada.get('/api/auth/user')));
      quick.push(
        await timed(() =>
          client().post('/trpc/applications.emailStatus', { email: `q${i}@x.test` }),
        ),
      );
    }
    for (const answer of quick) {
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(HELD_MS);
    }

    await Promise.all(slow.map((connection) => connection.closed));
    expect(Date.now() - started).toBeLessThan(REQUEST_MS + 3_000);
    for (const connection of slow) {
      expect(statusOf(connection.received())).toBe(503);
      expect(bodyOf(connection.received())).toEqual({ message: httpMessages.timedOut });
    }
    // Nothing was stored from the partial bodies.
    expect(((await ada.get('/api/auth/user')).body as { locale: string }).locale).toBe('en');
  });
});

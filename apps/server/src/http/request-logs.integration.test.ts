import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { activityActions } from '@advance/core';
import { getTestDb, type TestDb } from '@advance/db/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { loadConfig } from '../config';
import { createRuntime, type Runtime } from '../runtime';
import { createCustomer, customer, signIn } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';

/** Every line the server logs, parsed: the server runs with main.ts's logger options. */
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let app: FastifyInstance;
let runtime: Runtime;
let db: TestDb;
let url: string;
let dataDir: string;
const ORIGIN = 'http://app.test';

beforeAll(async () => {
  db = await getTestDb();
  dataDir = await mkdtemp(join(tmpdir(), 'advance-logs-'));
  const config = loadConfig({ DATA_DIR: dataDir, APP_ORIGIN: ORIGIN, LOG_LEVEL: 'info' });
  const log = pino(loggerOptions('info') as pino.LoggerOptions, sink);
  runtime = await createRuntime(config, log, { database: db });
  app = await buildApp({ config, deps: runtime.deps, database: db, loggerInstance: log });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await runtime?.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.reset();
  lines.length = 0;
});

const client = () => new TestClient(url, ORIGIN);
const logged = () => JSON.stringify(lines);
const urlOf = (line: Record<string, unknown> | undefined) =>
  (line?.req as { url?: string } | undefined)?.url;
const completed = (path: string) =>
  lines.filter((l) => l.msg === 'request completed' && String(urlOf(l)).startsWith(path));

describe('request logs', () => {
  it('never show an e-mail address from a query string', async () => {
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, customer);
    await ada.get(`/api/user-by-email?email=${encodeURIComponent(customer.email)}`);

    const [line] = completed('/api/user-by-email');
    expect(urlOf(line)).toBe('/api/user-by-email?email=[redacted]');
    expect(logged()).not.toContain('ada@example.com');
    expect(logged()).not.toContain('ada%40example.com');
  });

  it('never show a tRPC input', async () => {
    const input = encodeURIComponent(JSON.stringify({ email: customer.email }));
    await client().get(`/trpc/auth.userByEmail?input=${input}`);

    const [line] = completed('/trpc/auth.userByEmail');
    expect(urlOf(line)).toBe('/trpc/auth.userByEmail?[redacted]');
    expect(logged()).not.toContain('ada@example.com');
    expect(logged()).not.toContain('ada%40example.com');
  });

  it('are one line per request, written when it ends: method, URL, status, time, request id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => client().get(`/api/announcements?n=${i}`)),
    );
    for (const answer of answers) {
      const id = answer.headers.get('x-request-id');
      const own = lines.filter((l) => l.reqId === id);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: expect.stringMatching(/^\/api\/announcements\?n=\d+$/) },
        res: { statusCode: answer.status },
        responseTime: expect.any(Number),
      });
    }
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
  });

  it('never show cookies or credentials sent with a request', async () => {
    await client().request('GET', '/api/auth/user', {
      headers: { cookie: 'session=cookie-secret-1', authorization: 'Bearer header-secret-2' },
    });
    expect(completed('/api/auth/user')).toHaveLength(1);
    expect(logged()).not.toContain('cookie-secret-1');
    expect(logged()).not.toContain('header-secret-2');
  });

  it('carry the user id of a signed-in request', async () => {
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, customer);
    const me = await ada.get('/api/auth/user');
    const { id } = me.body as { id: string };

    const [line] = completed('/api/auth/user');
    expect(line?.userId).toBe(id);
    // A request without a session names nobody.
    await client().get('/api/announcements');
    expect(completed('/api/announcements')[0]?.userId).toBeUndefined();
  });
});

describe('JSON answers with personal data', () => {
  it('are never stored by a cache', async () => {
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, customer);
    for (const path of ['/api/auth/user', '/api/applications', '/trpc/auth.me']) {
      const res = await ada.get(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect(
      (await client().post('/api/login', { email: 'x@y.z', password: 'nope' })).headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
  });
});

describe('refused cross-origin requests', () => {
  it('are written to the activity log once per address and minute, however many there are', async () => {
    const stranger = client();
    for (let i = 0; i < 5; i++) {
      const res = await stranger.request('POST', '/api/login', {
        json: { email: customer.email, password: 'guess' },
        crossSite: true,
      });
      expect(res.status).toBe(403);
    }

    const entries = async () =>
      db.db
        .selectFrom('activityLog')
        .selectAll()
        .where('action', '=', activityActions.crossOriginRefused)
        .execute();
    await expect.poll(async () => (await entries()).length).toBe(1);
    const [entry] = await entries();
    expect(entry?.ipAddress).toBe('127.0.0.1');
    expect(entry?.targetId).toBe('POST /api/login');
    // Late writes of the other four would show up here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await entries()).toHaveLength(1);
  });
});

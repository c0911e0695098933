import { authMessages, httpMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { helmetOptions, securityHeaders } from '../http/security-headers';
import { createCustomer, customer, signIn } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(() => {
  server = current();
});

const sessions = () => server.db.db.selectFrom('sessions').select('id').execute();

describe(`same-origin guard (CSRF) on ${describeTestDb()}`, () => {
  it('refuses a cross-site POST and changes nothing', async () => {
    await createCustomer(client());
    const res = await client().request('POST', '/api/login', { json: customer, crossSite: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: httpMessages.crossOrigin });
    expect(await sessions()).toHaveLength(0);
  });

  it('refuses a state-changing request that names no origin at all', async () => {
    const res = await fetch(`${server.url}/api/create-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(customer),
    });
    expect(res.status).toBe(403);
    expect(await server.db.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('trusts Sec-Fetch-Site: same-origin and refuses cross-site', async () => {
    await createCustomer(client());
    const send = (site: string) =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': site },
        body: JSON.stringify(customer),
      });
    expect((await send('cross-site')).status).toBe(403);
    expect((await send('same-site')).status).toBe(403);
    expect((await send('same-origin')).status).toBe(200);
  });

  it('guards tRPC mutations the same way, including a form post a foreign page could send', async () => {
    await createCustomer(client());
    const json = await fetch(`${server.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(customer),
    });
    expect(json.status).toBe(403);
    const form = new FormData();
    form.set('email', customer.email);
    form.set('password', customer.password);
    const multipart = await fetch(`${server.url}/trpc/auth.logout`, { method: 'POST', body: form });
    expect(multipart.status).toBe(403);
    expect(await sessions()).toHaveLength(0);
  });
});

describe(`HTTP hygiene on ${describeTestDb()}`, () => {
  it('sends security headers and a request id', async () => {
    const res = await fetch(`${server.url}/healthz`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the same security headers on every kind of answer', async () => {
    const expected = securityHeaders(helmetOptions({ secureCookies: false }));
    const answers = [
      await fetch(`${server.url}/healthz`),
      await fetch(`${server.url}/api/applications`),
      await fetch(`${server.url}/api/no-such-route`),
      await fetch(`${server.url}/trpc/auth.me`),
      await fetch(`${server.url}/trpc/auth.logout`, { method: 'POST' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 200, 403]);
    for (const answer of answers)
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers.get(name), `${answer.url} ${name}`).toBe(value);
  });

  it('reports health and readiness', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await (await fetch(`${server.url}/readyz`)).json();
    expect(ready).toEqual({ status: 'ok', database: server.db.kind });
  });

  it('answers an oversized body with 413 and a sentence', async () => {
    const res = await client().request('POST', '/api/login', {
      json: { email: customer.email, password: 'x'.repeat(70_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: httpMessages.payloadTooLarge });
  });

  it('answers broken JSON with 400, not a stack trace', async () => {
    const res = await client().request('POST', '/api/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/at .*\.js|stack|SyntaxError/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: httpMessages.notFound });
  });

  it('refuses a tRPC batch larger than the limit', async () => {
    const paths = Array.from({ length: 21 }, () => 'auth.me').join(',');
    const res = await fetch(`${server.url}/trpc/${paths}?batch=1&input=%7B%7D`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('signs in through tRPC with the same rules as REST', async () => {
    await createCustomer(client());
    const res = await client().request('POST', '/trpc/auth.login', {
      json: { email: customer.email, password: 'nope-nope' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { message: authMessages.invalidCredentials } });
    expect(JSON.stringify(res.body)).not.toMatch(/stack/);
    const ok = await client().request('POST', '/trpc/auth.login', { json: customer });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/^session=/);
  });

  it('masks tRPC validation errors into field messages', async () => {
    const res = await client().request('POST', '/trpc/auth.forgotPassword', {
      json: { email: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        message: 'Please enter a valid email address',
        data: { fieldErrors: { email: 'Please enter a valid email address' } },
      },
    });
  });
});

describe(`secure cookies behind HTTPS on ${describeTestDb()}`, () => {
  it('uses the __Host- prefix, Secure and HSTS when APP_ORIGIN is https', async () => {
    const https = await startTestServer({ APP_ORIGIN: 'https://advance.example' });
    try {
      await createCustomer(new TestClient(https.url, https.origin));
      const res = await new TestClient(https.url, https.origin).post('/api/login', customer);
      expect(res.headers.get('set-cookie')).toMatch(/^__Host-session=.*; Secure/);
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe(`live sockets on ${describeTestDb()}`, () => {
  const wsUrl = () => `${server.url.replace('http', 'ws')}/trpc`;

  const upgradeStatus = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(wsUrl(), { headers });
      socket.on('unexpected-response', (req, res) => {
        // ws leaves the refused request open unless told otherwise.
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', reject);
    });

  it('refuses an upgrade from a foreign origin, even with a session', async () => {
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie: c.cookieHeader() })).toBe(
      403,
    );
  });

  it('refuses an upgrade without a live session', async () => {
    expect(await upgradeStatus({ origin: server.origin })).toBe(401);
    expect(await upgradeStatus({ origin: server.origin, cookie: 'session=abc.def' })).toBe(401);
  });

  it('closes the socket when its session signs out', async () => {
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    const socket = new WebSocket(wsUrl(), {
      headers: { origin: server.origin, cookie: c.cookieHeader() },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await c.post('/api/logout');
    expect(await closed).toBe(4001);
  });
});

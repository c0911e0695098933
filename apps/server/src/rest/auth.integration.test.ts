import { authMessages, validationMessages } from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(() => {
  server = current();
});
beforeEach(async () => {
  await ensureSuperAdmin(server.runtime.deps);
});

const activity = () =>
  server.db.db.selectFrom('activityLog').select(['action', 'actorId', 'targetId']).execute();

describe(`accounts over HTTP on ${describeTestDb()}`, () => {
  it('creates an account and never returns a hash or token', async () => {
    const res = await client().post('/api/create-account', {
      ...customer,
      email: ' Ada@Example.com ',
    });
    expect(res.status).toBe(201);
    const { user } = res.body as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', role: 'user' });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon|token/i);
    expect((await activity()).map((a) => a.action)).toContain('account.created');
  });

  it('refuses a second account for the same e-mail, whatever its case, with 409', async () => {
    await createCustomer(client());
    const res = await client().post('/api/create-account', {
      ...customer,
      email: 'ADA@example.com',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: authMessages.userExists });
  });

  it.each([
    [{ ...customer, email: 'not-an-email' }, 'email', validationMessages.email],
    [{ ...customer, password: 'short' }, 'password', validationMessages.passwordMin],
    [{ ...customer, firstName: '  ' }, 'firstName', validationMessages.firstNameRequired],
    [
      { email: customer.email, password: customer.password, firstName: 'A' },
      'lastName',
      validationMessages.lastNameRequired,
    ],
  ])('answers bad input with 400 and the field message (%#)', async (body, field, message) => {
    const res = await client().post('/api/create-account', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, errors: { [field]: message } });
    const users = await server.db.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).toEqual([superAdmin.email]);
  });

  it('never lets a client choose a role', async () => {
    const res = await client().post('/api/create-account', { ...customer, role: 'super_admin' });
    expect(res.status).toBe(201);
    expect((res.body as { user: { role: string } }).user.role).toBe('user');
  });
});

describe(`sign-in and sessions over HTTP on ${describeTestDb()}`, () => {
  it('asks for both fields with the spec text', async () => {
    for (const body of [{}, { email: customer.email }, { password: 'x' }, undefined]) {
      const res = await client().request(
        'POST',
        '/api/login',
        body === undefined ? {} : { json: body },
      );
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBe(authMessages.missingFields);
    }
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    await createCustomer(client());
    const wrong = await client().post('/api/login', {
      email: customer.email,
      password: 'wrong password',
    });
    const unknown = await client().post('/api/login', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: authMessages.invalidCredentials });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await activity()).filter((a) => a.action === 'auth.sign_in_failed')).toHaveLength(2);
  });

  it('signs in with a session cookie that is HttpOnly, SameSite=Lax, Path=/', async () => {
    await createCustomer(client());
    const c = client();
    const res = await signIn(c, customer);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^session=[a-z2-7]{24}\.[a-z2-7]{32};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(JSON.stringify(res.body)).not.toContain(c.cookie('session'));

    const me = await c.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: customer.email, firstName: 'Ada' });
  });

  it('stores only a hash of the session secret', async () => {
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    const [id, secret] = (c.cookie('session') ?? '').split('.');
    const row = await server.db.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(row.id).toBe(id);
    expect(Buffer.from(row.secretHash).toString('utf8')).not.toContain(secret);
    expect(row.secretHash).toHaveLength(32);
  });

  it('issues a new session on every sign-in', async () => {
    await createCustomer(client());
    const a = client();
    const b = client();
    await signIn(a, customer);
    await signIn(b, customer);
    expect(a.cookie('session')).not.toBe(b.cookie('session'));
  });

  it('replaces this browser’s old session when it signs in again', async () => {
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    const first = c.cookieHeader();
    await signIn(c, customer);
    expect(await server.db.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
    const stale = await client().get('/api/auth/user', { cookie: first });
    expect(stale.status).toBe(401);
    // Replaced, not forged: a call still in flight with it must not wipe the new cookie.
    expect(stale.headers.get('set-cookie')).toBeNull();
    expect((await c.get('/api/auth/user')).status).toBe(200);
  });

  it('answers 401 without a session and clears a forged cookie', async () => {
    expect((await client().get('/api/auth/user')).status).toBe(401);
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    const [id] = (c.cookie('session') ?? '').split('.');
    const forged = await client().get('/api/auth/user', {
      cookie: `session=${id}.${'a'.repeat(32)}`,
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toMatch(/^session=;/);
  });

  it('signs out with POST and the old cookie stops working', async () => {
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    const stolen = c.cookieHeader();
    const res = await c.post('/api/logout');
    expect(res.status).toBe(200);
    expect(c.cookie('session')).toBeUndefined();
    expect((await client().get('/api/auth/user', { cookie: stolen })).status).toBe(401);
    expect((await activity()).map((a) => a.action)).toContain('auth.sign_out');
  });

  it('signs out with a GET navigation and redirects home', async () => {
    await createCustomer(client());
    const c = client();
    await signIn(c, customer);
    const res = await c.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });

  it('redirects GET /api/login to the sign-in page, keeping only a same-site next path', async () => {
    const cases: Array<[string, string]> = [
      ['/api/login', '/login'],
      ['/api/login?next=%2Fdashboard', '/login?next=%2Fdashboard'],
      ['/api/login?next=%2F%2Fevil.example', '/login'],
      ['/api/login?next=https%3A%2F%2Fevil.example', '/login'],
    ];
    for (const [path, location] of cases) {
      const res = await client().get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(location);
    }
  });

  it('limits failed sign-ins per e-mail: the 11th try gets 429 with Retry-After, even with the right password', async () => {
    await createCustomer(client());
    for (let i = 0; i < 10; i++) {
      const res = await client().post('/api/login', {
        email: customer.email,
        password: `wrong-${i}`,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await client().post('/api/login', customer);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: authMessages.tooManyAttempts });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('limits failed sign-ins per IP across e-mails', async () => {
    for (let i = 0; i < 10; i++) {
      await client().post('/api/login', { email: `user${i}@example.com`, password: 'wrong-pass' });
    }
    const res = await client().post('/api/login', {
      email: 'other@example.com',
      password: 'wrong-pass',
    });
    expect(res.status).toBe(429);
  });

  it('logs sign-in with the actor', async () => {
    await createCustomer(client());
    await signIn(client(), customer);
    const entries = await activity();
    const signInEntry = entries.find((a) => a.action === 'auth.sign_in');
    expect(signInEntry?.actorId).toBeTruthy();
  });
});

describe(`user-by-email on ${describeTestDb()}`, () => {
  it('answers only for the caller’s own e-mail, or for staff', async () => {
    await createCustomer(client());
    await createCustomer(client(), { email: 'bob@example.com', firstName: 'Bob' });
    const anonymous = await client().get('/api/user-by-email?email=ada%40example.com');
    expect(anonymous.status).toBe(404);

    const ada = client();
    await signIn(ada, customer);
    const own = await ada.get('/api/user-by-email?email=ada%40example.com');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ id: expect.any(String) });
    expect((await ada.get('/api/user-by-email?email=bob%40example.com')).status).toBe(404);

    const admin = client();
    await signIn(admin, superAdmin);
    expect((await admin.get('/api/user-by-email?email=bob%40example.com')).status).toBe(200);
  });

  it('rejects a malformed e-mail with 400', async () => {
    const res = await client().get('/api/user-by-email?email=nope');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: validationMessages.email });
  });
});

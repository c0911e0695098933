import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_TOKEN_CALLS_PER_MINUTE,
  API_TOKENS_PER_USER_MAX,
  apiTokenMessages,
  authMessages,
  httpMessages,
  validationMessages,
} from '@advance/contracts';
import { createDb, type DbHandle } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { customerWithApplication, samplePdf, uploadAndAttach } from '../testing/documents';
import {
  createCustomer,
  customer,
  signedInSuperAdmin,
  signIn,
  superAdmin,
} from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import {
  OUTAGE_ANSWER_WITHIN_MS,
  type RelayedServer,
  startRelayedServer,
} from '../testing/relayed-server';
import { startTestServer, type TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

// Issue 21 as an outside attacker tries it: floods, races, revocations in flight, role
// changes, other people's tokens, hostile headers and bodies, cross-site requests, and a
// database that goes away. The main flow is in api-tokens.integration.test.ts.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// A burst of parallel calls from one address must reach the token's own limit, not the
// per-address connection ceiling or the event-loop shedding of a busy test machine.
const burstEnv = { MAX_CONNECTIONS_PER_ADDRESS: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' };
const { server: current, client } = useTestServer(burstEnv);
let server: TestServer;
let root: TestClient;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

type Created = { id: string; token: string; name: string; scopes: string[]; expiresAt: string };

/** A script's request: the bearer token and nothing a browser would add (no cookie, no Origin). */
const bare = (
  method: string,
  path: string,
  token: string,
  options: { json?: unknown; headers?: Record<string, string>; base?: string } = {},
) =>
  fetch(`${options.base ?? server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.json !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.json !== undefined && { body: JSON.stringify(options.json) }),
  });

async function createToken(
  owner: TestClient,
  body: Record<string, unknown> = {
    name: 'Script',
    scopes: ['applications:read'],
    expiresInDays: 30,
  },
): Promise<Created> {
  const res = await owner.post('/api/auth/tokens', body);
  expect(res.status, res.text).toBe(201);
  return res.body as Created;
}

const idOf = async (email: string) =>
  (
    await server.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

/** A customer the super admin made admin, signed in with a fresh second factor. */
async function signedInAdmin(email = 'sam@example.com') {
  await createCustomer(client(), { email, firstName: 'Sam' });
  const id = await idOf(email);
  const promoted = await root.request('PATCH', `/api/admin/users/${id}/role`, {
    json: { role: 'admin' },
  });
  expect(promoted.status, promoted.text).toBe(200);
  const admin = client();
  await signIn(admin, { email, password: customer.password });
  return { admin, id };
}

const tokenRow = (id: string) =>
  server.db.db
    .selectFrom('apiTokens')
    .select(['revokedAt', 'revokedBy', 'scopes', 'name', 'expiresAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const logged = (action: string) =>
  server.db.db
    .selectFrom('activityLog')
    .select(['actorId', 'targetId', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

async function expectInvalid(res: Response, what = '') {
  expect(res.status, what).toBe(401);
  expect(await res.json(), what).toEqual({ message: apiTokenMessages.invalidToken });
  expect(res.headers.get('set-cookie'), what).toBeNull();
}

/** One raw HTTP/1.1 request, for what fetch cannot send (a header twice). */
function rawRequest(url: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe(`API tokens under attack on ${describeTestDb()}`, () => {
  it(`lets exactly ${API_TOKEN_CALLS_PER_MINUTE} of 130 parallel calls through, the rest 429, logged once`, async () => {
    const { token, id } = await createToken(root);
    const answers = await Promise.all(
      Array.from({ length: 130 }, () => bare('GET', '/api/admin/summary', token)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_TOKEN_CALLS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(130 - API_TOKEN_CALLS_PER_MINUTE);
    for (const refused of answers.filter((r) => r.status === 429)) {
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({ message: apiTokenMessages.tooManyCalls });
    }
    const crossed = await logged('security.rate_limit_exceeded');
    expect(crossed).toHaveLength(1);
    expect(crossed[0]?.details).toMatchObject({ key: `api_token:${id}` });
    // The flood is refused before any work: only the calls let through are logged as calls.
    expect(await logged('api_token.call')).toHaveLength(API_TOKEN_CALLS_PER_MINUTE);
    // tRPC answers the same refusal with the same hint.
    const trpc = await bare('GET', '/trpc/admin.summary', token);
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await trpc.text()).toContain(apiTokenMessages.tooManyCalls);
    // The limit is the token's, not its owner's: the owner's browser session still works.
    expect((await root.get('/api/admin/summary')).status).toBe(200);
  });

  it('judges and counts each call of a tRPC batch on its own', async () => {
    const { token } = await createToken(root);
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: {} }));
    const res = await bare(
      'GET',
      `/trpc/admin.summary,admin.users.list,auth.tokens.list?batch=1&input=${input}`,
      token,
    );
    const answers = (await res.json()) as Array<{ result?: unknown; error?: { message: string } }>;
    expect(answers[0]?.result).toBeDefined();
    expect(answers[1]?.error?.message).toBe(apiTokenMessages.scopeMissing('users:read'));
    expect(answers[2]?.error?.message).toBe(apiTokenMessages.notForTokens);
    expect(await logged('api_token.call')).toHaveLength(1);
    expect(await logged('api_token.call_refused')).toHaveLength(2);
    const [counter] = await server.db.db
      .selectFrom('rateLimits')
      .select('count')
      .where('key', 'like', 'api_token:%')
      .execute();
    expect(Number(counter?.count)).toBe(3);
  });

  it(`never lets parallel creations pass ${API_TOKENS_PER_USER_MAX} live tokens`, async () => {
    const rootId = await idOf(superAdmin.email);
    const already = API_TOKENS_PER_USER_MAX - 3;
    const expiresAt = new Date(Date.now() + 86_400_000);
    await server.db.db
      .insertInto('apiTokens')
      .values(
        Array.from({ length: already }, (_, i) => ({
          id: `seeded${String(i).padStart(18, '0')}`,
          userId: rootId,
          name: `Seeded ${i}`,
          scopes: JSON.stringify(['users:read']),
          secretHash: new Uint8Array(32).fill(i),
          expiresAt,
        })),
      )
      .execute();
    // A revoked and an expired token do not count against the ceiling.
    await server.db.db
      .insertInto('apiTokens')
      .values([
        {
          id: 'revokedtoken00000000000',
          userId: rootId,
          name: 'Revoked',
          scopes: JSON.stringify(['users:read']),
          secretHash: new Uint8Array(32),
          expiresAt,
          revokedAt: new Date(),
        },
        {
          id: 'expiredtoken00000000000',
          userId: rootId,
          name: 'Expired',
          scopes: JSON.stringify(['users:read']),
          secretHash: new Uint8Array(32),
          expiresAt: new Date(Date.now() - 1000),
        },
      ])
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        root.post('/api/auth/tokens', {
          name: `Race ${i}`,
          scopes: ['users:read'],
          expiresInDays: 7,
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ message: apiTokenMessages.tooManyTokens });
    }
    const live = await server.db.db
      .selectFrom('apiTokens')
      .select('id')
      .where('userId', '=', rootId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .execute();
    expect(live).toHaveLength(API_TOKENS_PER_USER_MAX);
  });

  it('refuses every call that starts after the revoke answer, even with calls in flight', async () => {
    const { token, id } = await createToken(root);
    const calls: { startedAt: number; status: number }[] = [];
    let revokedAt = Number.POSITIVE_INFINITY;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const startedAt = performance.now();
        const res = await bare('GET', '/api/admin/applications', token);
        await res.arrayBuffer();
        calls.push({ startedAt, status: res.status });
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (calls.length < 8) await sleep(5);
    const revoke = await root.request('DELETE', `/api/auth/tokens/${id}`);
    revokedAt = performance.now();
    expect(revoke.status).toBe(204);
    const afterRevoke = () => calls.filter((c) => c.startedAt > revokedAt).length;
    while (afterRevoke() < 12) await sleep(5);
    stop = true;
    await Promise.all(workers);

    const before = calls.filter((c) => c.startedAt < revokedAt);
    expect(before.filter((c) => c.status === 200).length).toBeGreaterThanOrEqual(8);
    expect(calls.every((c) => c.status === 200 || c.status === 401)).toBe(true);
    expect(calls.filter((c) => c.startedAt > revokedAt).map((c) => c.status)).toEqual(
      Array(afterRevoke()).fill(401),
    );
    expect((await tokenRow(id)).revokedAt).not.toBeNull();
  });

  it('refuses a token whose expiry has passed, and a right id with a wrong secret', async () => {
    const { token, id } = await createToken(root);
    expect((await bare('GET', '/api/admin/summary', token)).status).toBe(200);
    await server.db.db
      .updateTable('apiTokens')
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where('id', '=', id)
      .execute();
    await expectInvalid(await bare('GET', '/api/admin/summary', token), 'expired');
    // Expired tokens are gone from the super admin's list of live ones.
    const all = (await root.get('/api/admin/tokens')).body as { tokens: unknown[] };
    expect(all.tokens).toEqual([]);

    const other = await createToken(root, {
      name: 'Second',
      scopes: ['users:read'],
      expiresInDays: 1,
    });
    const [prefixAndId = '', secret = ''] = other.token.split('.');
    const flipped = `${prefixAndId}.${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    for (const wrong of [flipped, `${prefixAndId}.`, `${prefixAndId}.${secret}x`, prefixAndId]) {
      await expectInvalid(await bare('GET', '/api/admin/users', wrong), wrong);
    }
    // The token without its prefix is not a token either.
    await expectInvalid(await bare('GET', '/api/admin/users', other.token.slice(4)), 'no prefix');
    expect((await bare('GET', '/api/admin/users', other.token)).status).toBe(200);
  });

  it('ends an admin’s tokens when the super admin demotes them, disables them or resets their MFA', async () => {
    for (const change of ['demote', 'disable', 'mfa-reset'] as const) {
      await server.reset();
      root = await signedInSuperAdmin(server);
      const { admin, id: adminId } = await signedInAdmin();
      const { token, id } = await createToken(admin, {
        name: `Before ${change}`,
        scopes: ['applications:read', 'users:read'],
        expiresInDays: 90,
      });
      expect((await bare('GET', '/api/admin/users', token)).status, change).toBe(200);
      const res =
        change === 'demote'
          ? await root.request('PATCH', `/api/admin/users/${adminId}/role`, {
              json: { role: 'user' },
            })
          : change === 'disable'
            ? await root.request('PATCH', `/api/admin/users/${adminId}/status`, {
                json: { disabled: true },
              })
            : await root.post(`/api/admin/users/${adminId}/mfa/reset`);
      expect(res.status, `${change}: ${res.text}`).toBe(200);
      await expectInvalid(await bare('GET', '/api/admin/users', token), change);
      const row = await tokenRow(id);
      expect(row.revokedAt, change).not.toBeNull();
      expect(row.revokedBy, change).toBe(await idOf(superAdmin.email));
      const ended = await logged('api_token.revoked');
      expect(ended.at(-1)?.details, change).toMatchObject({
        tokenIds: [id],
        reason: {
          demote: 'role_changed',
          disable: 'account_disabled',
          'mfa-reset': 'second_factor_reset',
        }[change],
      });
    }
  });

  it('refuses a token whose owner is no longer staff even when the row was left live', async () => {
    const { admin, id: adminId } = await signedInAdmin();
    const { token, id } = await createToken(admin, {
      name: 'Forgotten',
      scopes: ['users:read'],
      expiresInDays: 7,
    });
    // The role changed behind the domain's back (a manual fix in the database): the check on
    // every call still holds.
    await server.db.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('id', '=', adminId)
      .execute();
    expect((await tokenRow(id)).revokedAt).toBeNull();
    await expectInvalid(await bare('GET', '/api/admin/users', token));
    await server.db.db
      .updateTable('users')
      .set({ role: 'admin', disabledAt: new Date() })
      .where('id', '=', adminId)
      .execute();
    await expectInvalid(await bare('GET', '/api/admin/users', token), 'disabled');
  });

  it("keeps one admin away from another's tokens, and plain admins away from the admin list", async () => {
    const { admin: alice } = await signedInAdmin('alice@example.com');
    const { admin: bob } = await signedInAdmin('bob@example.com');
    const alices = await createToken(alice);
    const bobs = await createToken(bob, { name: 'Bob', scopes: ['users:read'], expiresInDays: 1 });

    const stolen = await bob.request('DELETE', `/api/auth/tokens/${alices.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ message: apiTokenMessages.notFound });
    expect((await bare('GET', '/api/admin/applications', alices.token)).status).toBe(200);
    expect((await tokenRow(alices.id)).revokedAt).toBeNull();

    const bobsList = (await bob.get('/api/auth/tokens')).body as { tokens: { id: string }[] };
    expect(bobsList.tokens.map((t) => t.id)).toEqual([bobs.id]);

    for (const res of [
      await bob.get('/api/admin/tokens'),
      await bob.request('DELETE', `/api/admin/tokens/${alices.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: authMessages.forbidden });
    }
    // A token cannot reach the token routes either, whatever its scopes.
    const revokeByToken = await bare('DELETE', `/api/auth/tokens/${alices.id}`, bobs.token);
    expect(revokeByToken.status).toBe(403);
    expect((await bare('GET', '/api/admin/applications', alices.token)).status).toBe(200);
    // Already revoked answers as unknown, so a revoked id cannot be told from a foreign one.
    expect((await alice.request('DELETE', `/api/auth/tokens/${alices.id}`)).status).toBe(204);
    expect((await alice.request('DELETE', `/api/auth/tokens/${alices.id}`)).status).toBe(404);
  });

  it('refuses a customer every token path', async () => {
    const ada = client();
    await createCustomer(ada);
    await signIn(ada, customer);
    const rootToken = await createToken(root);
    for (const [method, path, json] of [
      ['POST', '/api/auth/tokens', { name: 'Mine', scopes: ['users:read'], expiresInDays: 1 }],
      ['GET', '/api/auth/tokens', undefined],
      ['DELETE', `/api/auth/tokens/${rootToken.id}`, undefined],
      ['GET', '/api/admin/tokens', undefined],
      ['DELETE', `/api/admin/tokens/${rootToken.id}`, undefined],
    ] as const) {
      const res = await ada.request(method, path, json === undefined ? {} : { json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: authMessages.forbidden });
    }
    expect(await server.db.db.selectFrom('apiTokens').select('id').execute()).toHaveLength(1);
    expect((await tokenRow(rootToken.id)).revokedAt).toBeNull();
  });

  it('reads the Authorization header strictly: odd spellings, empty, huge, doubled, other schemes', async () => {
    const { token } = await createToken(root);
    const call = (authorization: string, cookie?: string) =>
      fetch(`${server.url}/api/admin/applications`, {
        headers: { authorization, ...(cookie && { cookie }) },
      });
    // The scheme is case-insensitive and spaces around the token are tolerated.
    for (const ok of [
      `bearer ${token}`,
      `BEARER ${token}`,
      `Bearer    ${token}`,
      `Bearer ${token}  `,
    ]) {
      expect((await call(ok)).status, ok).toBe(200);
    }
    // A Bearer credential that is not a token is refused, never read as "no credential",
    // even with a valid session cookie beside it.
    for (const bad of [
      'Bearer',
      'Bearer ',
      `Bearer ${'a'.repeat(10 * 1024)}`,
      `Bearer ${token} extra`,
      `Bearer\t${token}`,
      `Bearer ${token}, Bearer ${token}`,
      `Bearer ${token.replace('.', '..')}`,
    ]) {
      await expectInvalid(await call(bad, root.cookieHeader()), bad.slice(0, 40));
    }
    // Another scheme is no token at all: without a cookie, not signed in; with one, the cookie.
    for (const other of [
      `Basic ${Buffer.from(`x:${token}`).toString('base64')}`,
      `Token ${token}`,
      token,
    ]) {
      const res = await call(other);
      expect(res.status, other).toBe(401);
      expect(await res.json()).toEqual({ message: authMessages.notSignedIn });
      expect((await call(other, root.cookieHeader())).status, other).toBe(200);
    }
    // Two Authorization headers: Node keeps the first and drops the second, so a valid token
    // in second place never gets in, and a bogus one in second place changes nothing.
    const host = new URL(server.url).host;
    const twice = (first: string, second: string) =>
      rawRequest(
        server.url,
        `GET /api/admin/applications HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${first}\r\nAuthorization: ${second}\r\nConnection: close\r\n\r\n`,
      );
    const bogusFirst = await twice('Bearer bat_nope.nope', `Bearer ${token}`);
    expect(bogusFirst.status).toBe(401);
    expect(bogusFirst.body).toContain(apiTokenMessages.invalidToken);
    expect((await twice('Basic eDp5', `Bearer ${token}`)).status).toBe(401);
    expect((await twice(`Bearer ${token}`, 'Bearer bat_nope.nope')).status).toBe(200);
  });

  it('never shows the secret again: lists, admin list, activity log, last-used data', async () => {
    const created = await createToken(root, {
      name: 'Nightly',
      scopes: ['applications:read', 'users:read'],
      expiresInDays: 30,
    });
    const secret = created.token.split('.')[1] ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(16);
    // Used once (allowed) and once refused, so every kind of log row exists.
    expect((await bare('GET', '/api/admin/users', created.token)).status).toBe(200);
    expect((await bare('GET', '/api/auth/sessions', created.token)).status).toBe(403);
    await root.request('DELETE', '/api/auth/tokens/not-a-token');

    const mine = await root.get('/api/auth/tokens');
    const all = await root.get('/api/admin/tokens');
    const logs = await root.get('/api/admin/logs');
    const trpcList = await root.get('/trpc/auth.tokens.list');
    for (const res of [mine, all, logs, trpcList]) {
      expect(res.status, res.text).toBe(200);
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toMatch(/secret_?hash/i);
    }
    const [listed] = (mine.body as { tokens: Record<string, unknown>[] }).tokens;
    expect(Object.keys(listed ?? {}).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'lastUsedIp', 'name', 'scopes'].sort(),
    );
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
    const activity = await server.db.db.selectFrom('activityLog').selectAll().execute();
    expect(activity.length).toBeGreaterThan(3);
    expect(JSON.stringify(activity)).not.toContain(secret);
    const rows = await server.db.db.selectFrom('apiTokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('checks every field of a creation against hostile values', async () => {
    const create = (body: unknown) => root.post('/api/auth/tokens', body);
    const errorsOf = (res: { body: unknown }) =>
      (res.body as { errors?: Record<string, string> }).errors;
    const base = { name: 'Valid', scopes: ['users:read'], expiresInDays: 7 };
    for (const expiresInDays of ['30', 1.5, 0, 91, -1, null, 1e21, 'NaN', '7 days']) {
      const res = await create({ ...base, expiresInDays });
      expect(res.status, String(expiresInDays)).toBe(400);
      expect(errorsOf(res), String(expiresInDays)).toEqual({
        expiresInDays: apiTokenMessages.expiryRange,
      });
    }
    for (const scopes of [
      ['admin'],
      ['users:read', 'tokens:write'],
      [],
      'users:read',
      [null],
      ['USERS:READ'],
    ]) {
      const res = await create({ ...base, scopes });
      expect(res.status, JSON.stringify(scopes)).toBe(400);
      const keys = Object.keys(errorsOf(res) ?? {});
      expect(keys.length, JSON.stringify(scopes)).toBeGreaterThan(0);
      expect(
        keys.every((k) => /^scopes(\.\d+)?$/.test(k)),
        keys.join(),
      ).toBe(true);
    }
    const longName = await create({ ...base, name: 'n'.repeat(81) });
    expect(longName.status).toBe(400);
    expect(errorsOf(longName)).toEqual({ name: apiTokenMessages.nameTooLong });
    const nul = await create({ ...base, name: 'Nightly\u0000report' });
    expect(nul.status).toBe(400);
    expect(errorsOf(nul)).toEqual({ name: validationMessages.nulCharacter });
    expect(await server.db.db.selectFrom('apiTokens').select('id').execute()).toEqual([]);

    // Repeats and order carry no meaning; extra fields are no way to pick the id or owner.
    const dup = await createToken(root, {
      name: `  ${'n'.repeat(80)}  `,
      scopes: ['users:read', 'applications:read', 'users:read', 'users:read'],
      expiresInDays: 90,
      id: 'chosen-id',
      userId: await idOf(superAdmin.email),
      token: 'bat_chosen.secret',
    });
    expect(dup.scopes).toEqual(['applications:read', 'users:read']);
    expect(dup.id).not.toBe('chosen-id');
    expect(dup.token).not.toBe('bat_chosen.secret');
    const row = await tokenRow(dup.id);
    expect(row.scopes).toEqual(['applications:read', 'users:read']);
    expect(row.name).toBe('n'.repeat(80));
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('keeps the same-origin rule for cookies, and lets a cookieless bearer call from anywhere', async () => {
    const application = await customerWithApplication(client(), 'ada@example.com');
    const { token } = await createToken(root, {
      name: 'Reviewer',
      scopes: ['applications:review'],
      expiresInDays: 7,
    });
    const review = (headers: Record<string, string>, status: string) =>
      fetch(`${server.url}/api/admin/applications/${application.applicationId}/review`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ status }),
      });
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    // A forged form post from another site: the browser adds the cookie, not a bearer.
    const cookieOnly = await review({ ...evil, cookie: root.cookieHeader() }, 'Approved');
    expect(cookieOnly.status).toBe(403);
    expect(await cookieOnly.json()).toEqual({ message: httpMessages.crossOrigin });
    // A bearer beside the cookie does not lift the rule.
    const both = await review(
      { ...evil, cookie: root.cookieHeader(), authorization: `Bearer ${token}` },
      'Approved',
    );
    expect(both.status).toBe(403);
    expect(await both.json()).toEqual({ message: httpMessages.crossOrigin });
    // Nor does an empty cookie header, or a non-Bearer Authorization beside the cookie.
    const basic = await review(
      { ...evil, cookie: root.cookieHeader(), authorization: 'Basic eDp5' },
      'Approved',
    );
    expect(basic.status).toBe(403);
    const emptyCookie = await review(
      { ...evil, cookie: '', authorization: `Bearer ${token}` },
      'Approved',
    );
    expect(emptyCookie.status).toBe(403);
    const reviewed = await server.db.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', application.applicationId)
      .executeTakeFirstOrThrow();
    expect(reviewed.status).not.toBe('Approved');

    // The token alone is no ambient credential: a browser cannot attach it cross-site
    // without a preflight we never grant, so the Origin does not matter.
    const tokenOnly = await review(
      { ...evil, authorization: `Bearer ${token}` },
      'Waiting approval',
    );
    expect(tokenOnly.status, await tokenOnly.clone().text()).toBe(200);
    expect(tokenOnly.headers.get('access-control-allow-origin')).toBeNull();
    // And no CORS preflight is granted for it.
    const preflight = await fetch(`${server.url}/api/admin/applications/x/review`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('gives a token nothing on the /trpc WebSocket or the API reference', async () => {
    const { token } = await createToken(root, {
      name: 'Everything',
      scopes: [
        'applications:read',
        'applications:review',
        'documents:read',
        'users:read',
        'messages:send',
        'analytics:read',
        'exports:read',
      ],
      expiresInDays: 1,
    });
    for (const path of ['/trpc', '/ws']) {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, {
          headers: { origin: server.origin, authorization: `Bearer ${token}` },
        });
        socket.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', reject);
      });
      expect(status, path).toBe(401);
    }
    for (const path of ['/api/docs', '/api/docs/init.js', '/api/docs/swagger-ui-bundle.js']) {
      const res = await bare('GET', path, token);
      expect(res.status, path).toBe(401);
      expect(await res.text()).not.toContain('swagger');
    }
  });

  it('downloads a document with documents:read, and names the scope when it is missing', async () => {
    const ada = client();
    const { applicationId } = await customerWithApplication(ada, 'ada@example.com');
    const attached = await uploadAndAttach(ada, applicationId, {
      bytes: samplePdf,
      name: 'award.pdf',
    });
    expect(attached.status, attached.text).toBe(201);
    const attachmentId = (attached.body as { id: string }).id;
    const withScope = await createToken(root, {
      name: 'Documents',
      scopes: ['documents:read'],
      expiresInDays: 7,
    });
    const without = await createToken(root);

    const file = await bare('GET', `/attachments/${attachmentId}/download`, withScope.token);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(samplePdf))).toBe(true);
    expect(file.headers.get('set-cookie')).toBeNull();
    const listed = await bare(
      'GET',
      `/api/applications/${applicationId}/attachments`,
      withScope.token,
    );
    expect(listed.status).toBe(200);

    const refused = await bare('GET', `/attachments/${attachmentId}/download`, without.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: apiTokenMessages.scopeMissing('documents:read'),
    });
    await expectInvalid(
      await bare('GET', `/attachments/${attachmentId}/download`, 'bat_nope.nope'),
    );
    // Uploading is no token's business, whatever its scopes.
    const upload = await bare('PUT', '/api/uploads/whatever?token=x', withScope.token);
    expect(upload.status).toBe(403);
    expect(await upload.json()).toEqual({ message: apiTokenMessages.notForTokens });
    const calls = await logged('api_token.call');
    expect(calls.map((c) => (c.details as { path: string }).path)).toContain(
      'attachments.download',
    );
    const refusedCalls = await logged('api_token.call_refused');
    expect(refusedCalls.map((c) => (c.details as { path: string }).path)).toContain(
      'attachments.download',
    );
  });

  it('exports applications with exports:read and no step-up; without the scope, 403', async () => {
    await customerWithApplication(client(), 'ada@example.com');
    const exporter = await createToken(root, {
      name: 'Export',
      scopes: ['exports:read'],
      expiresInDays: 7,
    });
    const reader = await createToken(root);
    // The owner's session is long past its step-up window: the token does not need one.
    await server.db.db
      .updateTable('sessions')
      .set({ secondFactorAt: new Date(Date.now() - 60 * 60_000) })
      .execute();
    for (const path of ['/api/admin/applications/export.csv', '/api/admin/applications.csv']) {
      const csv = await bare('GET', path, exporter.token);
      expect(csv.status, path).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(await csv.text()).toContain('ada@example.com');
      const refused = await bare('GET', path, reader.token);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({
        message: apiTokenMessages.scopeMissing('exports:read'),
      });
    }
    // exports:read reads exports, not the lists behind them.
    const list = await bare('GET', '/api/admin/applications', exporter.token);
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({
      message: apiTokenMessages.scopeMissing('applications:read'),
    });
  });
});

// Two instances on one PostgreSQL: a revocation on one holds on the other at once.
describe.runIf(onPostgres)('API tokens across two instances on PostgreSQL', () => {
  let secondDb: DbHandle | undefined;
  let second: TestServer | undefined;
  beforeAll(async () => {
    secondDb = await createDb({ databaseUrl: current().db.databaseUrl ?? '', poolSize: 3 });
    second = await startTestServer(burstEnv, { database: secondDb });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it('refuses a token on instance B as soon as instance A answered its revocation', async () => {
    if (!second) throw new Error('second instance missing');
    const { token, id } = await createToken(root);
    expect((await bare('GET', '/api/admin/summary', token, { base: second.url })).status).toBe(200);
    expect((await root.request('DELETE', `/api/auth/tokens/${id}`)).status).toBe(204);
    await expectInvalid(await bare('GET', '/api/admin/summary', token, { base: second.url }));
  });

  it('shares the rate limit between instances', async () => {
    if (!second) throw new Error('second instance missing');
    const { token } = await createToken(root);
    const base = (i: number) => (i % 2 === 0 ? server.url : (second?.url ?? ''));
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        bare('GET', '/api/admin/summary', token, { base: base(i) }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(),
    ).toHaveLength(API_TOKEN_CALLS_PER_MINUTE);
    expect(
      statuses.filter((s) => s === 429),
      statuses.join(),
    ).toHaveLength(130 - API_TOKEN_CALLS_PER_MINUTE);
    expect(await logged('security.rate_limit_exceeded')).toHaveLength(1);
  });
});

// The database goes away under a token call (as in journey-outage): a plain 503, no SQL.
describe.runIf(onPostgres)('API tokens while the database is away', () => {
  let relay: RelayedServer | undefined;
  beforeAll(async () => {
    relay = await startRelayedServer(current());
  });
  afterAll(() => relay?.close());

  for (const mode of ['refuse', 'blackhole'] as const) {
    it(`answers 503 without SQL when the relay does ${mode}, and takes the token again after`, async () => {
      if (!relay) throw new Error('relayed instance missing');
      const { proxy } = relay;
      const { token } = await createToken(root);
      const base = relay.server.url;
      expect((await bare('GET', '/api/admin/summary', token, { base })).status).toBe(200);
      proxy[mode]();
      for (const path of [
        '/api/admin/summary',
        '/trpc/admin.summary',
        `/attachments/${crypto.randomUUID()}/download`,
      ]) {
        const started = Date.now();
        const res = await bare('GET', path, token, { base });
        const text = await res.text();
        expect(Date.now() - started, path).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
        expect(res.status, `${path}: ${text}`).toBe(503);
        expect(text, path).toContain(httpMessages.databaseUnavailable);
        expect(text, path).not.toMatch(
          /select |insert |update |api_tokens|rate_counters|secret|stack|at \w+ \(|ECONN/i,
        );
      }
      proxy.restore();
      const deadline = Date.now() + 8000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await bare('GET', '/api/admin/summary', token, { base })).status;
        if (status === 200) break;
        await sleep(100);
      }
      expect(status).toBe(200);
    });
  }
});

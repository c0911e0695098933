import { apiTokenMessages, authMessages, httpMessages, mfaMessages } from '@advance/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applicationBody,
  createCustomer,
  customer,
  signedInSuperAdmin,
  signIn,
  superAdmin,
} from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

/** A script's request: the bearer token and nothing a browser would add (no cookie, no Origin). */
const bare = (method: string, path: string, token: string, json?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json !== undefined && { 'content-type': 'application/json' }),
    },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });

async function createToken(
  owner: TestClient,
  body: Record<string, unknown> = {
    name: 'Nightly report',
    scopes: ['applications:read'],
    expiresInDays: 30,
  },
) {
  const res = await owner.post('/api/auth/tokens', body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; token: string; scopes: string[]; expiresAt: string };
}

async function apply() {
  const res = await client().request('POST', '/api/applications', { json: applicationBody() });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const logged = (action: string) =>
  server.db.db
    .selectFrom('activityLog')
    .select(['actorId', 'targetId', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('API tokens (issue 21)', () => {
  it('lists with applications:read, is refused a review naming the scope, and both calls are logged', async () => {
    const application = await apply();
    const created = await createToken(root);
    expect(created.token).toMatch(/^bat_[a-z2-7]+\.[a-z2-7]+$/);
    expect(created.scopes).toEqual(['applications:read']);

    const list = await bare('GET', '/api/admin/applications', created.token);
    expect(list.status).toBe(200);
    expect(list.headers.get('set-cookie')).toBeNull();
    const page = (await list.json()) as { items: { id: string }[] };
    expect(page.items.map((a) => a.id)).toContain(application.id);

    const trpc = await bare('GET', '/trpc/admin.applications.list?input=%7B%7D', created.token);
    expect(trpc.status).toBe(200);

    const review = await bare(
      'PATCH',
      `/api/admin/applications/${application.id}/review`,
      created.token,
      { status: 'Approved' },
    );
    expect(review.status).toBe(403);
    expect(await review.json()).toEqual({
      message: apiTokenMessages.scopeMissing('applications:review'),
    });

    const calls = await logged('api_token.call');
    expect(calls.map((c) => c.targetId)).toEqual([created.id, created.id]);
    expect(calls[0]?.details).toMatchObject({
      tokenId: created.id,
      path: 'admin.applications.list',
    });
    const refused = await logged('api_token.call_refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.details).toMatchObject({
      tokenId: created.id,
      path: 'admin.applications.review',
      reason: 'scope_missing',
    });
  });

  it('writes without Origin when the token is the only credential; a cookie beside it still needs one', async () => {
    const application = await apply();
    const { token } = await createToken(root, {
      name: 'Reviewer',
      scopes: ['applications:review', 'applications:read'],
      expiresInDays: 7,
    });
    const review = await bare('PATCH', `/api/admin/applications/${application.id}/review`, token, {
      status: 'Waiting approval',
    });
    expect(review.status, await review.clone().text()).toBe(200);

    const withCookie = await fetch(
      `${server.url}/api/admin/applications/${application.id}/review`,
      {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          cookie: root.cookieHeader(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ status: 'Approved' }),
      },
    );
    expect(withCookie.status).toBe(403);
    expect(await withCookie.json()).toEqual({ message: httpMessages.crossOrigin });
  });

  it('refuses a revoked, unknown or malformed token with 401 and never falls back to the cookie', async () => {
    const created = await createToken(root);
    const revoke = await root.request('DELETE', `/api/auth/tokens/${created.id}`);
    expect(revoke.status).toBe(204);
    for (const token of [created.token, 'bat_nope.nope', '']) {
      const res = await fetch(`${server.url}/api/admin/applications`, {
        headers: { authorization: `Bearer ${token}`, cookie: root.cookieHeader() },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: apiTokenMessages.invalidToken });
    }
    const listed = await root.get('/api/auth/tokens');
    expect((listed.body as { tokens: unknown[] }).tokens).toEqual([]);
  });

  it('refuses tokens on every path that declares no scope: customer paths, account security, tokens themselves', async () => {
    const { token } = await createToken(root, {
      name: 'Everything',
      scopes: ['applications:read', 'applications:review', 'users:read', 'analytics:read'],
      expiresInDays: 1,
    });
    for (const [method, path, body] of [
      ['GET', '/api/applications', undefined],
      ['GET', '/api/auth/sessions', undefined],
      ['POST', '/api/auth/tokens', { name: 'x', scopes: ['users:read'], expiresInDays: 1 }],
      ['GET', '/api/auth/tokens', undefined],
      ['GET', '/api/admin/tokens', undefined],
      ['POST', '/api/logout', {}],
    ] as const) {
      const res = await bare(method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: apiTokenMessages.notForTokens });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('asks for a fresh second factor to create one, and never lets a customer create one', async () => {
    await server.db.db
      .updateTable('sessions')
      .set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) })
      .execute();
    const stale = await root.post('/api/auth/tokens', {
      name: 'Late',
      scopes: ['users:read'],
      expiresInDays: 1,
    });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ message: mfaMessages.stepUpRequired });

    const ada = client();
    await createCustomer(ada);
    await signIn(ada, { email: customer.email, password: customer.password });
    const refused = await ada.post('/api/auth/tokens', {
      name: 'Mine',
      scopes: ['users:read'],
      expiresInDays: 1,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: authMessages.forbidden });
  });

  it('checks the form: name, scopes and at most 90 days', async () => {
    const res = await root.post('/api/auth/tokens', {
      name: ' ',
      scopes: ['everything'],
      expiresInDays: 91,
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string> }).errors).toMatchObject({
      name: apiTokenMessages.nameRequired,
      expiresInDays: apiTokenMessages.expiryRange,
    });
  });

  it("lets the super admin see and revoke anyone's token; the owner can revoke only their own", async () => {
    const created = await createToken(root);
    const all = await root.get('/api/admin/tokens');
    expect(all.status).toBe(200);
    expect((all.body as { tokens: { id: string; owner: { email: string } }[] }).tokens).toEqual([
      expect.objectContaining({
        id: created.id,
        owner: expect.objectContaining({ email: superAdmin.email }),
      }),
    ]);
    const gone = await root.request('DELETE', '/api/admin/tokens/not-a-token');
    expect(gone.status).toBe(404);
    const revoked = await root.request('DELETE', `/api/admin/tokens/${created.id}`);
    expect(revoked.status).toBe(204);
    expect((await bare('GET', '/api/admin/applications', created.token)).status).toBe(401);
  });

  it('refuses a staff sign-in that has not given its second factor on every token path', async () => {
    const created = await createToken(root);
    const partial = client();
    const login = await partial.post('/api/login', superAdmin);
    expect(login.body).toMatchObject({ mfaRequired: true });
    for (const [method, path, body] of [
      ['POST', '/api/auth/tokens', { name: 'Half', scopes: ['users:read'], expiresInDays: 1 }],
      ['GET', '/api/auth/tokens', undefined],
      ['DELETE', `/api/auth/tokens/${created.id}`, undefined],
      ['GET', '/api/admin/tokens', undefined],
      ['DELETE', `/api/admin/tokens/${created.id}`, undefined],
    ] as const) {
      const res = await partial.request(method, path, body === undefined ? {} : { json: body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: mfaMessages.secondFactorRequired });
    }
    // Nothing was made or ended: the full session still sees its one token, which works.
    const listed = await root.get('/api/auth/tokens');
    expect((listed.body as { tokens: { id: string }[] }).tokens.map((t) => t.id)).toEqual([
      created.id,
    ]);
    expect((await bare('GET', '/api/admin/applications', created.token)).status).toBe(200);
  });
});

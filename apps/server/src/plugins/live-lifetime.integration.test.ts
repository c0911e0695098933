import type { LiveEvent } from '@advance/contracts';
import { ensureSuperAdmin, publishLiveEvent } from '@advance/core';
import { findResetLink, hasResetLink } from '@advance/core/testing';
import { createDb, type DbHandle } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '../live/live-limits';
import {
  createCustomer,
  customer,
  signedInSuperAdmin,
  signIn,
  superAdmin,
} from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { type LiveSocket, openLiveSocket } from '../testing/live-socket';
import { startTestServer, type TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

// Issue 11, item 4: one registry owns every live connection's lifetime. A connection
// closes when its session ends (announced across instances through PostgreSQL) or expires
// (found by the periodic re-check, and by the check at each new subscription).

const receipt = (conversationId: string): LiveEvent => ({
  type: 'read_receipt',
  conversationId,
  messageIds: ['m1'],
  readAt: '2026-11-21T10:00:00.000Z',
});
const isReceipt = (conversationId: string) => (m: Record<string, unknown>) =>
  m.type === 'read_receipt' && m.conversationId === conversationId;
const trpcReceipt = (conversationId: string) => (m: Record<string, unknown>) =>
  (m.result as { data?: { data?: { conversationId?: string } } } | undefined)?.data?.data
    ?.conversationId === conversationId;
const subscription = (id: number) => ({
  id,
  method: 'subscription',
  params: { path: 'live.events', input: {} },
});
const started = (id: number) => (m: Record<string, unknown>) =>
  m.id === id && (m.result as { type?: string } | undefined)?.type === 'started';

const userIdOf = async (c: TestClient) =>
  ((await c.get('/api/auth/user')).body as { id: string }).id;

/** Both live transports, open and listening, on `server` with `c`'s session. */
async function openFeeds(server: TestServer, c: TestClient, userId: string) {
  const ws = await openLiveSocket(server, c, '/ws');
  ws.send({ type: 'authenticate', userId });
  await ws.next((m) => m.type === 'authenticated');
  const trpc = await openLiveSocket(server, c, '/trpc');
  trpc.send(subscription(1));
  await trpc.next(started(1));
  return { ws, trpc };
}

/** Resolves with the close codes, failing when a socket is still open after `withinMs`. */
const closedWithin = (sockets: LiveSocket[], withinMs: number) =>
  Promise.all(
    sockets.map((s) =>
      Promise.race([
        s.closed,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs),
        ),
      ]),
    ),
  );

const expireSessionsOf = (server: TestServer, userId: string) =>
  server.db.db
    .updateTable('sessions')
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where('userId', '=', userId)
    .execute();

describe(`an expired session's live connections on ${describeTestDb()} (re-checked every 200 ms)`, () => {
  const { server, client } = useTestServer({ LIVE_RECHECK_MS: '200' });

  it('close within seconds and stop receiving chat; live sessions keep theirs', async () => {
    await createCustomer(client());
    const ada = client();
    await signIn(ada, customer);
    const adaId = await userIdOf(ada);
    const root = await signedInSuperAdmin(server());
    const adaFeeds = await openFeeds(server(), ada, adaId);
    const staffFeeds = await openFeeds(server(), root, await userIdOf(root));

    await publishLiveEvent(server().runtime.deps, adaId, receipt('before'));
    await adaFeeds.ws.next(isReceipt('before'));
    await adaFeeds.trpc.next(trpcReceipt('before'));

    await expireSessionsOf(server(), adaId);
    expect(await closedWithin([adaFeeds.ws, adaFeeds.trpc], 3000)).toEqual([
      WS_CLOSE.sessionEnded,
      WS_CLOSE.sessionEnded,
    ]);
    await publishLiveEvent(server().runtime.deps, adaId, receipt('after'));
    // Staff, whose session is live, still hear Ada's conversation; Ada's sockets do not.
    await staffFeeds.ws.next(isReceipt('after'));
    await staffFeeds.trpc.next(trpcReceipt('after'));
    expect(adaFeeds.ws.messages.some(isReceipt('after'))).toBe(false);
    expect(adaFeeds.trpc.messages.some(trpcReceipt('after'))).toBe(false);
    staffFeeds.ws.close();
    staffFeeds.trpc.close();
  });
});

describe(`a new subscription on ${describeTestDb()} (periodic re-check a minute away)`, () => {
  const { server, client } = useTestServer();

  it('re-checks the session first: an expired one closes the socket instead of starting', async () => {
    await createCustomer(client());
    const ada = client();
    await signIn(ada, customer);
    const adaId = await userIdOf(ada);
    const trpc = await openLiveSocket(server(), ada, '/trpc');
    const ws = await openLiveSocket(server(), ada, '/ws');

    await expireSessionsOf(server(), adaId);
    trpc.send(subscription(1));
    ws.send({ type: 'authenticate', userId: adaId });
    expect(await closedWithin([trpc, ws], 2000)).toEqual([
      WS_CLOSE.sessionEnded,
      WS_CLOSE.sessionEnded,
    ]);
    expect(trpc.messages.some(started(1))).toBe(false);
    expect(ws.messages.some((m) => m.type === 'authenticated')).toBe(false);
  });
});

/** The ways a session ends on one instance, each performed over HTTP there. */
const endings: Record<
  string,
  (on: TestServer, client: () => TestClient, user: { c: TestClient; id: string }) => Promise<void>
> = {
  'sign-out': async (_on, _client, user) => {
    expect((await user.c.post('/api/logout')).status).toBeLessThan(300);
  },
  'password reset': async (on, client, user) => {
    const email = ((await user.c.get('/api/auth/user')).body as { email: string }).email;
    await client().post('/api/forgot-password', { email });
    const mail = await on.smtp.waitForMail(email, 5000, hasResetLink);
    const token = new URL(findResetLink(mail.raw)).searchParams.get('token') ?? '';
    const res = await client().post('/api/reset-password', {
      token,
      newPassword: 'a brand new secret',
    });
    expect(res.status).toBe(200);
  },
  'role change': async (on, client, user) => {
    await ensureSuperAdmin(on.runtime.deps);
    const root = client();
    await signIn(root, superAdmin);
    const res = await root.request('PATCH', `/api/admin/users/${user.id}/role`, {
      json: { role: 'user' },
    });
    expect(res.status).toBe(200);
  },
};

/** A staff member (so that a role change means something), signed in on `on`. */
async function staffMember(on: TestServer, client: () => TestClient) {
  await createCustomer(client(), { email: 'staff@example.com' });
  await on.db.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', 'staff@example.com')
    .execute();
  const c = client();
  await signIn(c, { email: 'staff@example.com', password: customer.password });
  return { c, id: await userIdOf(c) };
}

describe(`ending a session on the same instance on ${describeTestDb()}`, () => {
  const { server, client } = useTestServer();

  for (const [name, end] of Object.entries(endings)) {
    it(`${name} closes its /ws and tRPC sockets`, async () => {
      const user = await staffMember(server(), client);
      const { ws, trpc } = await openFeeds(server(), user.c, user.id);
      await end(server(), client, user);
      expect(await closedWithin([ws, trpc], 2000)).toEqual([
        WS_CLOSE.sessionEnded,
        WS_CLOSE.sessionEnded,
      ]);
    });
  }
});

// Two instances on one PostgreSQL, as behind a load balancer: A ends the session, the
// sockets are on B. B re-checks only once a minute, so only the NOTIFY can close them in
// time; C re-checks every 200 ms, for expiry, which nobody announces.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('ending a session on another instance on PostgreSQL', () => {
  const { server: a, client } = useTestServer();
  const handles: DbHandle[] = [];
  let b: TestServer | undefined;
  let c: TestServer | undefined;
  const other = async (env: Record<string, string>) => {
    const database = await createDb({ databaseUrl: a().db.databaseUrl ?? '', poolSize: 3 });
    handles.push(database);
    return startTestServer(env, { database });
  };
  beforeAll(async () => {
    b = await other({});
    c = await other({ LIVE_RECHECK_MS: '200' });
  });
  afterAll(async () => {
    await b?.close();
    await c?.close();
    for (const handle of handles) await handle.close();
  });
  const instance = (s: TestServer | undefined): TestServer => {
    if (!s) throw new Error('instance missing');
    return s;
  };

  for (const [name, end] of Object.entries(endings)) {
    it(`${name} on A closes the /ws and tRPC sockets on B within seconds`, async () => {
      const user = await staffMember(a(), client);
      const { ws, trpc } = await openFeeds(instance(b), user.c, user.id);
      await end(a(), client, user);
      expect(await closedWithin([ws, trpc], 3000)).toEqual([
        WS_CLOSE.sessionEnded,
        WS_CLOSE.sessionEnded,
      ]);
    });
  }

  it('expiry in the database closes the sockets on another instance within seconds', async () => {
    const user = await staffMember(a(), client);
    const { ws, trpc } = await openFeeds(instance(c), user.c, user.id);
    await expireSessionsOf(a(), user.id);
    expect(await closedWithin([ws, trpc], 3000)).toEqual([
      WS_CLOSE.sessionEnded,
      WS_CLOSE.sessionEnded,
    ]);
  });
});

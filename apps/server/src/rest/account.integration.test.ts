import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  accountMessages,
  authMessages,
  securityNoticeMessages,
  userAdminMessages,
  validationMessages,
} from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { buildMmdb, LONDON_NETWORK } from '@advance/core/testing';
import { createDb, type DbHandle } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '../live/live-limits';
import { createCustomer, customer, signIn, signInStaff, superAdmin } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { type LiveSocket, openLiveSocket } from '../testing/live-socket';
import { startTestServer, type TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { userAgents } from '../testing/visitors';

// Issue 17 (A2): the caller's sessions, changing the password, disabling accounts and the
// security e-mails, over the REST paths (the tRPC procedures behind them are the same).

const geoDir = mkdtempSync(join(tmpdir(), 'advance-account-geo-'));
afterAll(() => rmSync(geoDir, { recursive: true, force: true }));
const geoDatabase = () => {
  const file = join(geoDir, 'city.mmdb');
  writeFileSync(file, buildMmdb([LONDON_NETWORK]));
  return file;
};

const { server, client } = useTestServer({ TRUST_PROXY: 'true', GEOIP_DATABASE: geoDatabase() });

const LONDON_IP = '81.2.69.160';
const firefoxMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** A browser with its own User-Agent and address (TRUST_PROXY reads X-Forwarded-For). */
const browser = (userAgent = userAgents.desktopChrome, ip = '203.0.113.7') =>
  new TestClient(server().url, server().origin, {
    'user-agent': userAgent,
    'x-forwarded-for': ip,
  });

const db = () => server().db.db;
const idOf = async (email: string) =>
  (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
const userIdOf = async (c: TestClient) =>
  ((await c.get('/api/auth/user')).body as { id: string }).id;

interface SessionItem {
  id: string;
  current: boolean;
  device: string;
  browser: string;
  os: string;
  place: string | null;
  createdAt: string;
  lastActiveAt: string;
  ipAddress: string | null;
}
const sessionsOf = async (c: TestClient) => {
  const res = await c.get('/api/auth/sessions');
  expect(res.status, res.text).toBe(200);
  return res.body as SessionItem[];
};

/** Resolves with the first mail whose text contains `subject` (waiting up to 5 s). */
async function mailWith(subject: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const found = server().smtp.mails.find((m) => m.raw.includes(subject));
    if (found) return found;
    await sleep(50);
  }
  throw new Error(`no mail with ${subject}`);
}

async function signedInAda(c = browser()) {
  await signIn(c, customer);
  return c;
}

/** Both live transports of `c`, open and subscribed. */
async function openFeeds(on: TestServer, c: TestClient, userId: string) {
  const ws = await openLiveSocket(on, c, '/ws');
  ws.send({ type: 'authenticate', userId });
  await ws.next((m) => m.type === 'authenticated');
  const trpc = await openLiveSocket(on, c, '/trpc');
  trpc.send({ id: 1, method: 'subscription', params: { path: 'live.events', input: {} } });
  await trpc.next(
    (m) => m.id === 1 && (m.result as { type?: string } | undefined)?.type === 'started',
  );
  return [ws, trpc];
}

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

const activity = (action: string) =>
  db().selectFrom('activityLog').selectAll().where('action', '=', action).execute();

beforeEach(async () => {
  await createCustomer(client());
});

describe(`the sessions list on ${describeTestDb()}`, () => {
  it('lists every device with browser, system, place and times; this one marked', async () => {
    const laptop = await signedInAda(browser(userAgents.desktopChrome, LONDON_IP));
    const phone = await signedInAda(browser(iphone, '198.51.100.20'));
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    const [first, second] = list;
    expect(first).toMatchObject({
      current: true,
      device: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      place: 'London, England, United Kingdom',
      ipAddress: LONDON_IP,
    });
    expect(second).toMatchObject({
      current: false,
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      place: null,
      ipAddress: '198.51.100.20',
    });
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'browser',
          'createdAt',
          'current',
          'device',
          'id',
          'ipAddress',
          'lastActiveAt',
          'os',
          'place',
        ].sort(),
      );
      expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(item.lastActiveAt))).toBe(false);
    }
    // The phone sees the same two, itself marked.
    expect((await sessionsOf(phone)).map((s) => s.current)).toEqual([true, false]);
  });

  it('answers 401 to a visitor', async () => {
    const res = await browser().get('/api/auth/sessions');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.notSignedIn });
  });

  it('touches "last active" at most once per 5 minutes', async () => {
    const ada = await signedInAda();
    const [mine] = await sessionsOf(ada);
    const id = mine?.id ?? '';
    const setLastActive = (at: Date) =>
      db().updateTable('sessions').set({ lastActiveAt: at }).where('id', '=', id).execute();
    const lastActive = async () =>
      (
        await db()
          .selectFrom('sessions')
          .select('lastActiveAt')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).lastActiveAt.getTime();

    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await setLastActive(twoMinutesAgo);
    await ada.get('/api/auth/user');
    expect(await lastActive()).toBe(twoMinutesAgo.getTime());

    await setLastActive(new Date(Date.now() - 6 * 60_000));
    const before = Date.now();
    await ada.get('/api/auth/user');
    expect(await lastActive()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe(`ending one session on ${describeTestDb()}`, () => {
  it('ends that session at once: its requests get 401 and its sockets close', async () => {
    const laptop = await signedInAda();
    const phone = await signedInAda(browser(iphone));
    const adaId = await userIdOf(phone);
    const sockets = await openFeeds(server(), phone, adaId);
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current);

    const res = await laptop.request('DELETE', `/api/auth/sessions/${phoneSession?.id}`);
    expect(res.status, res.text).toBe(204);
    expect(await closedWithin(sockets, 2000)).toEqual([
      WS_CLOSE.sessionEnded,
      WS_CLOSE.sessionEnded,
    ]);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect(await activity('auth.session_revoked')).toHaveLength(1);

    // Gone now: a second try is "not found".
    const again = await laptop.request('DELETE', `/api/auth/sessions/${phoneSession?.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: accountMessages.sessionNotFound });
  });

  it("answers 404 to user B for user A's session and leaves it alone", async () => {
    const ada = await signedInAda();
    const adaSession = (await sessionsOf(ada))[0]?.id;
    await createCustomer(client(), { email: 'bob@example.com', firstName: 'Bob' });
    const bob = browser();
    await signIn(bob, { email: 'bob@example.com', password: customer.password });

    const res = await bob.request('DELETE', `/api/auth/sessions/${adaSession}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: accountMessages.sessionNotFound });
    expect((await ada.get('/api/auth/user')).status).toBe(200);
    // Bob's own list never shows Ada's.
    expect((await sessionsOf(bob)).map((s) => s.id)).not.toContain(adaSession);
  });

  it('ending the current session signs this browser out', async () => {
    const ada = await signedInAda();
    const mine = (await sessionsOf(ada))[0]?.id;
    const res = await ada.request('DELETE', `/api/auth/sessions/${mine}`);
    expect(res.status).toBe(204);
    expect(ada.cookieHeader()).toBe('');
    expect((await ada.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a visitor (401), odd ids (404, 400) and a cross-site request (403)', async () => {
    const ada = await signedInAda();
    const mine = (await sessionsOf(ada))[0]?.id;
    expect((await browser().request('DELETE', `/api/auth/sessions/${mine}`)).status).toBe(401);
    expect((await ada.request('DELETE', '/api/auth/sessions/nope')).status).toBe(404);
    const long = await ada.request('DELETE', `/api/auth/sessions/${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    const crossSite = await ada.request('DELETE', `/api/auth/sessions/${mine}`, {
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);
    expect((await ada.get('/api/auth/user')).status).toBe(200);
  });
});

describe(`signing out everywhere else on ${describeTestDb()}`, () => {
  it('ends every other session and its sockets; this one stays', async () => {
    const laptop = await signedInAda();
    const phone = await signedInAda(browser(iphone));
    const tablet = await signedInAda(browser(userAgents.iPad));
    const adaId = await userIdOf(phone);
    const sockets = [
      ...(await openFeeds(server(), phone, adaId)),
      ...(await openFeeds(server(), tablet, adaId)),
    ];
    const mine = await openFeeds(server(), laptop, adaId);

    // Spec payload: an empty body sent as JSON.
    const res = await laptop.request('POST', '/api/auth/sessions/revoke-others', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ revoked: 2 });
    expect(await closedWithin(sockets, 2000)).toEqual(sockets.map(() => WS_CLOSE.sessionEnded));
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect(mine.every((s) => s.socket.readyState === s.socket.OPEN)).toBe(true);
    expect(await sessionsOf(laptop)).toHaveLength(1);
    for (const s of mine) s.close();

    const none = await laptop.post('/api/auth/sessions/revoke-others');
    expect(none.body).toEqual({ revoked: 0 });
  });
});

describe(`changing the password on ${describeTestDb()}`, () => {
  const newPassword = 'a much longer new secret';

  it('needs the current password; then other sessions end, mail and log follow', async () => {
    const laptop = await signedInAda();
    const phone = await signedInAda(browser(iphone));

    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: accountMessages.currentPasswordWrong,
      errors: { currentPassword: accountMessages.currentPasswordWrong },
    });
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: customer.password,
      newPassword,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);

    const mail = await mailWith(securityNoticeMessages.password_changed.subject);
    expect(mail.to).toEqual([customer.email]);
    expect(await activity('auth.password_changed')).toHaveLength(1);
    expect(await activity('auth.password_change_failed')).toHaveLength(1);

    expect((await browser().post('/api/login', customer)).status).toBe(401);
    const fresh = browser();
    await signIn(fresh, { email: customer.email, password: newPassword });
  });

  it('answers bad input with the contracts texts, never a 500', async () => {
    const ada = await signedInAda();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { currentPassword: accountMessages.currentPasswordRequired }],
      [
        { currentPassword: '', newPassword: 'short' },
        { newPassword: validationMessages.passwordMin },
      ],
      [
        { currentPassword: customer.password, newPassword: 'password123' },
        { newPassword: validationMessages.passwordTooCommon },
      ],
      [
        { currentPassword: customer.password, newPassword: customer.password },
        { newPassword: accountMessages.newPasswordSameAsCurrent },
      ],
      [
        { currentPassword: customer.password, newPassword: 'x'.repeat(257) },
        { newPassword: validationMessages.passwordMax },
      ],
      [{ currentPassword: 42, newPassword: ['a'] }, {}],
    ];
    for (const [json, errors] of cases) {
      const res = await ada.post('/api/auth/change-password', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = res.body as { errors?: Record<string, string> };
      expect(body.errors ?? {}, JSON.stringify(json)).toMatchObject(errors);
    }
    const notJson = await ada.request('POST', '/api/auth/change-password', {
      body: '{"currentPassword":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await browser().post('/api/auth/change-password', {})).status).toBe(401);
  });

  it('counts wrong current passwords like sign-ins: the 11th try is refused', async () => {
    const ada = await signedInAda();
    for (let i = 0; i < 10; i += 1) {
      const res = await ada.post('/api/auth/change-password', {
        currentPassword: `wrong ${i}`,
        newPassword,
      });
      expect(res.status).toBe(400);
    }
    const refused = await ada.post('/api/auth/change-password', {
      currentPassword: customer.password,
      newPassword,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: authMessages.tooManyAttempts });
  });

  it('20 concurrent changes with the right current password: exactly one wins', async () => {
    const ada = await signedInAda();
    const other = await signedInAda(browser(iphone));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ada.post('/api/auth/change-password', {
          currentPassword: customer.password,
          newPassword: `${newPassword} ${i}`,
        }),
      ),
    );
    const won = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const r of results) expect([200, 400, 429]).toContain(r.status);
    const winner = `${newPassword} ${won[0]}`;

    expect(await activity('auth.password_changed')).toHaveLength(1);
    // From another address: the refused tries above count against this one, as sign-ins do.
    const elsewhere = () => browser(userAgents.desktopChrome, '198.51.100.99');
    expect((await elsewhere().post('/api/login', customer)).status).toBe(401);
    await signIn(elsewhere(), { email: customer.email, password: winner });
    expect((await ada.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    await sleep(300);
    const notices = server().smtp.mails.filter((m) =>
      m.raw.includes(securityNoticeMessages.password_changed.subject),
    );
    expect(notices).toHaveLength(1);
  });
});

describe(`disabling an account on ${describeTestDb()}`, () => {
  let root: TestClient;
  beforeEach(async () => {
    await ensureSuperAdmin(server().runtime.deps);
    root = browser();
    await signInStaff(root, superAdmin);
  });
  const setStatus = (c: TestClient, id: string, json: unknown) =>
    c.request('PATCH', `/api/admin/users/${id}/status`, { json });

  it('ends every session and socket at once; sign-in answers as a wrong password', async () => {
    const laptop = await signedInAda();
    const phone = await signedInAda(browser(iphone));
    const adaId = await userIdOf(laptop);
    const sockets = [
      ...(await openFeeds(server(), laptop, adaId)),
      ...(await openFeeds(server(), phone, adaId)),
    ];
    const wrongWhileActive = await browser().post('/api/login', {
      email: customer.email,
      password: 'wrong password',
    });

    // Spec payload.
    const res = await setStatus(root, adaId, { disabled: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: adaId, email: customer.email, disabled: true });
    expect(await closedWithin(sockets, 2000)).toEqual(sockets.map(() => WS_CLOSE.sessionEnded));
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/sessions')).status).toBe(401);

    const right = await browser().post('/api/login', customer);
    const wrong = await browser().post('/api/login', {
      email: customer.email,
      password: 'wrong password',
    });
    const nobody = await browser().post('/api/login', {
      email: 'nobody@example.com',
      password: customer.password,
    });
    for (const answer of [right, wrong, nobody]) {
      expect(answer.status).toBe(wrongWhileActive.status);
      expect(answer.text).toBe(wrongWhileActive.text);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(right.body).toEqual({ message: authMessages.invalidCredentials });

    const listed = await root.get(`/api/admin/users?search=${encodeURIComponent('ada@')}`);
    expect(listed.body).toMatchObject({ items: [{ id: adaId, disabled: true }] });
    expect(await activity('user.disabled')).toHaveLength(1);

    // Re-enabled: signing in works again.
    const enabled = await setStatus(root, adaId, { disabled: false });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ disabled: false });
    await signIn(browser(), customer);
    expect(await activity('user.enabled')).toHaveLength(1);
  });

  it('sends no reset link to a disabled account, answering as for any address', async () => {
    const adaId = await idOf(customer.email);
    expect((await setStatus(root, adaId, { disabled: true })).status).toBe(200);
    const res = await browser().post('/api/forgot-password', { email: customer.email });
    const nobody = await browser().post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(nobody.text);
    await sleep(500);
    // Only reset mails count: the previous test's new-device notice to Ada may land late.
    const resets = server().smtp.mails.filter(
      (m) => m.to.includes(customer.email) && m.raw.includes('Reset your'),
    );
    expect(resets).toEqual([]);
  });

  it('is refused to customers (403), admins (403) and visitors (401)', async () => {
    const adaId = await idOf(customer.email);
    const ada = await signedInAda();
    await createCustomer(client(), { email: 'bob@example.com' });
    const bobId = await idOf('bob@example.com');
    expect((await setStatus(ada, bobId, { disabled: true })).status).toBe(403);
    expect((await setStatus(ada, adaId, { disabled: true })).status).toBe(403);
    expect((await setStatus(browser(), bobId, { disabled: true })).status).toBe(401);
    expect((await setStatus(root, bobId, { disabled: true })).status).toBe(200);
    expect((await ada.get('/api/auth/user')).status).toBe(200);
  });

  it('never disables oneself or the protected owner', async () => {
    const rootId = await idOf(superAdmin.email);
    const self = await setStatus(root, rootId, { disabled: true });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: accountMessages.cannotDisableSelf });

    // A second super admin (made in the database: the role cannot be handed out).
    await createCustomer(client(), { email: 'second@example.com' });
    await db()
      .updateTable('users')
      .set({ role: 'super_admin' })
      .where('email', '=', 'second@example.com')
      .execute();
    const second = browser();
    await signInStaff(second, { email: 'second@example.com', password: customer.password });
    const owner = await setStatus(second, rootId, { disabled: true });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ message: accountMessages.cannotDisableOwner });
    expect((await root.get('/api/auth/user')).status).toBe(200);
  });

  it('answers bad input with clear 4xx', async () => {
    const adaId = await idOf(customer.email);
    const bad = await setStatus(root, adaId, { disabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { disabled: accountMessages.disabledInvalid } });
    expect((await setStatus(root, adaId, {})).status).toBe(400);
    expect((await setStatus(root, adaId, null)).status).toBe(400);
    const unknown = await setStatus(root, '00000000-0000-0000-0000-000000000000', {
      disabled: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: userAdminMessages.userNotFound });
    expect((await setStatus(root, 'not-a-uuid', { disabled: true })).status).toBe(404);
  });
});

describe(`new-device notices on ${describeTestDb()}`, () => {
  const notices = () =>
    server().smtp.mails.filter((m) =>
      m.raw.includes(securityNoticeMessages.new_device_sign_in.subject),
    );

  it('say nothing on the first sign-in nor on a known device; tell of a new one', async () => {
    await signIn(browser(), customer);
    await signIn(browser(), customer);
    await sleep(300);
    expect(notices()).toEqual([]);

    await signIn(browser(firefoxMac, LONDON_IP), customer);
    const mail = await mailWith(securityNoticeMessages.new_device_sign_in.subject);
    expect(mail.raw).toContain('Firefox on macOS');
    expect(mail.raw).toContain('London');
    expect(await activity('auth.new_device_sign_in')).toHaveLength(1);
  });
});

// Two instances on one PostgreSQL: disabling on A closes the account's sockets on B,
// which re-checks only once a minute, so only the announcement can close them in time.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('disabling across instances', () => {
  let b: TestServer | undefined;
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createDb({ databaseUrl: server().db.databaseUrl ?? '', poolSize: 3 });
    b = await startTestServer({}, { database: handle });
  });
  afterAll(async () => {
    await b?.close();
    await handle?.close();
  });

  it('closes the sockets on the other instance within seconds', async () => {
    if (!b) throw new Error('instance B missing');
    const ada = await signedInAda();
    const adaId = await userIdOf(ada);
    const sockets = await openFeeds(b, ada, adaId);
    await ensureSuperAdmin(server().runtime.deps);
    const root = browser();
    await signInStaff(root, superAdmin);
    const res = await root.request('PATCH', `/api/admin/users/${adaId}/status`, {
      json: { disabled: true },
    });
    expect(res.status).toBe(200);
    expect(await closedWithin(sockets, 3000)).toEqual(sockets.map(() => WS_CLOSE.sessionEnded));
  });
});

import { appRouter } from '@advance/api';
import {
  authMessages,
  mfaMessages,
  securityNoticeMessages,
  userAdminMessages,
} from '@advance/contracts';
import { createSession } from '@advance/core';
import { decodeQuotedPrintable } from '@advance/core/testing';
import { findUnexpiredSessions } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { sessionCookieName } from '../http/session-cookie';
import {
  applicationBody,
  createCustomer,
  customer,
  signedInSuperAdmin,
  signIn,
  superAdmin,
} from '../testing/fixtures';
import { TestClient, type TestResponse } from '../testing/http-client';
import {
  authenticatorOf,
  nextTotpCode,
  setUpAuthenticator,
  totpCodeAt,
} from '../testing/second-factor';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
let root: TestClient;

beforeEach(async () => {
  server = current();
  root = await signedInSuperAdmin(server);
});

const staffEmail = 'staff@example.com';
const staffCredentials = { email: staffEmail, password: customer.password };

const idOf = async (email: string) =>
  (
    await server.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

/** A customer made admin by the super admin; not signed in yet (no second factor yet). */
async function makeAdmin(email = staffEmail) {
  await createCustomer(client(), { email, firstName: 'Sam' });
  const res = await root.request('PATCH', `/api/admin/users/${await idOf(email)}/role`, {
    json: { role: 'admin' },
  });
  expect(res.status).toBe(200);
}

/** An admin with an authenticator set up (through signIn), and that signed-in client. */
async function adminWithAuthenticator() {
  await makeAdmin();
  const staff = client();
  await signIn(staff, staffCredentials);
  return staff;
}

/** A password-only staff sign-in: the partial session waiting for its code. */
async function partialClient() {
  const partial = client();
  const res = await partial.post('/api/login', staffCredentials);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ mfaRequired: true });
  return partial;
}

const sessionStage = async (c: TestClient) =>
  ((await c.get('/trpc/auth.session')).body as { result: { data: { stage: string } | null } })
    .result.data?.stage ?? null;

/** The status a WebSocket upgrade with this client's cookie gets (101 when it opened). */
const upgradeStatus = (c: TestClient, path: string) =>
  new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, {
      headers: { origin: server.origin, cookie: c.cookieHeader() },
    });
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('error', reject);
  });

/** The decoded mails to `email` so far, line breaks as spaces. */
const mailsTo = (email: string) =>
  server.smtp.mails
    .filter((m) => m.to.includes(email))
    .map((m) => decodeQuotedPrintable(m.raw).replace(/\r?\n/g, ' '));

const waitForMailMatching = async (email: string, text: string) => {
  for (let i = 0; i < 50; i++) {
    if (mailsTo(email).some((m) => m.includes(text))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${email} containing ${text}`);
};

const actionsLogged = async (action: string) =>
  server.db.db.selectFrom('activityLog').selectAll().where('action', '=', action).execute();

describe(`second factor: setup, sign-in, replay (${describeTestDb()})`, () => {
  it('a staff password opens only the setup step; confirming completes the sign-in', async () => {
    await makeAdmin();
    const staff = client();
    const login = await staff.post('/api/login', staffCredentials);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: { email: staffEmail }, mfaSetupRequired: true });
    const partialCookie = staff.cookieHeader();
    expect(await sessionStage(staff)).toBe('setup_second_factor');
    // Nothing but the setup step works.
    const summary = await staff.get('/api/admin/summary');
    expect(summary.status).toBe(403);
    expect(summary.body).toEqual({ message: mfaMessages.setupRequired });
    expect((await staff.post('/api/auth/mfa/verify', { code: '123456' })).status).toBe(403);
    expect((await staff.get('/api/auth/user')).body).toMatchObject({ email: staffEmail });

    const codes = await setUpAuthenticator(staff, staffEmail);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(staff.cookieHeader()).not.toBe(partialCookie);
    expect(await sessionStage(staff)).toBe('full');
    expect((await staff.get('/api/admin/summary')).status).toBe(200);
    // The old partial session id is gone (no fixation).
    const old = new TestClient(server.url, server.origin, { cookie: partialCookie });
    expect((await old.get('/api/auth/user')).status).toBe(401);

    // The secret is never shown again, and codes are stored hashed.
    const again = await staff.post('/api/auth/mfa/totp/setup');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: mfaMessages.totpAlreadySetUp });
    const stored = await server.db.db
      .selectFrom('recoveryCodes')
      .select('codeHash')
      .where('userId', '=', await idOf(staffEmail))
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    const staffId = await idOf(staffEmail);
    const setUps = await actionsLogged('auth.totp_set_up');
    expect(setUps.filter((e) => e.targetId === staffId)).toHaveLength(1);
  });

  it('then answers { mfaRequired: true } and a partial session reaches nothing but the code step', async () => {
    await adminWithAuthenticator();
    const partial = await partialClient();
    expect(await sessionStage(partial)).toBe('second_factor');
    expect((await partial.get('/api/auth/user')).body).toMatchObject({ email: staffEmail });
    for (const path of ['/api/admin/summary', '/api/admin/users', '/api/auth/sessions']) {
      const res = await partial.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: mfaMessages.secondFactorRequired });
    }
    // Public paths treat it as a visitor; it cannot open the live socket.
    for (const path of ['/ws', '/trpc']) expect(await upgradeStatus(partial, path)).toBe(403);

    const wrong = await partial.post('/api/auth/mfa/verify', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: mfaMessages.invalidCode });
    const bad = await partial.post('/api/auth/mfa/verify', { code: 'abc' });
    expect(bad.status).toBe(400);
    const right = await partial.post('/api/auth/mfa/verify', {
      code: await nextTotpCode(staffEmail),
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ user: { email: staffEmail } });
    expect((await partial.get('/api/admin/summary')).status).toBe(200);
    expect((await actionsLogged('auth.second_factor_failed')).length).toBe(1);
    expect((await actionsLogged('auth.second_factor_ok')).length).toBeGreaterThanOrEqual(1);
  });

  it('calls that raced the second factor with the partial cookie never wipe the new one', async () => {
    await adminWithAuthenticator();
    const partial = await partialClient();
    const before = partial.cookieHeader();
    // As the web app does: tracker beacons and checks in flight while "Verify" is answered.
    const [verified, ...raced] = await Promise.all([
      partial.post('/api/auth/mfa/verify', { code: await nextTotpCode(staffEmail) }),
      ...Array.from({ length: 6 }, () => partial.get('/api/auth/user')),
    ]);
    expect(verified?.status).toBe(200);
    for (const res of raced) expect(res.headers.get('set-cookie') ?? '').not.toMatch(/^session=;/);
    expect((await partial.get('/api/admin/summary')).status).toBe(200);
    // Later still: the partial session is gone (rotated), and its cookie is left alone.
    const late = await client().get('/api/auth/user', { cookie: before });
    expect(late.status).toBe(401);
    expect(late.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a code used once already, even on another session', async () => {
    await adminWithAuthenticator();
    const code = await nextTotpCode(staffEmail);
    const first = await partialClient();
    expect((await first.post('/api/auth/mfa/verify', { code })).status).toBe(200);
    const second = await partialClient();
    const replay = await second.post('/api/auth/mfa/verify', { code });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ message: mfaMessages.invalidCode });
    // An older step than the one accepted is refused too.
    const { secret, lastStep } = authenticatorOf(staffEmail);
    const older = await second.post('/api/auth/mfa/verify', {
      code: totpCodeAt(secret, lastStep - 1),
    });
    expect(older.status).toBe(400);
  });

  it('the same code sent twice at once signs in once', async () => {
    await adminWithAuthenticator();
    const code = await nextTotpCode(staffEmail);
    const a = await partialClient();
    const b = await partialClient();
    const answers = await Promise.all([
      a.post('/api/auth/mfa/verify', { code }),
      b.post('/api/auth/mfa/verify', { code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('20 wrong codes at once: at most 10 are checked, then even the right code waits', async () => {
    await adminWithAuthenticator();
    const partial = await partialClient();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        partial.post('/api/auth/mfa/verify', { code: String(100000 + i) }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    const right = await partial.post('/api/auth/mfa/verify', {
      code: await nextTotpCode(staffEmail),
    });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: authMessages.tooManyAttempts });
    expect(right.headers.get('retry-after')).toBeTruthy();
  });

  it('a partial session ends after 5 minutes (the server clock moved on)', async () => {
    await adminWithAuthenticator();
    const partial = await partialClient();
    const deps = server.runtime.deps;
    const realNow = deps.now;
    deps.now = () => new Date(Date.now() + 5 * 60_000 + 1000);
    try {
      expect((await partial.get('/api/auth/user')).status).toBe(401);
      const late = await partial.post('/api/auth/mfa/verify', {
        code: await nextTotpCode(staffEmail),
      });
      expect(late.status).toBe(401);
    } finally {
      deps.now = realNow;
    }
  });
});

describe(`recovery codes (${describeTestDb()})`, () => {
  it('each works once, also when sent twice at once; regenerating replaces all', async () => {
    await makeAdmin();
    const staff = client();
    await staff.post('/api/login', staffCredentials);
    const codes = await setUpAuthenticator(staff, staffEmail);
    const [first = '', second = '', third = ''] = codes;

    const a = await partialClient();
    const b = await partialClient();
    const both = await Promise.all([
      a.post('/api/auth/mfa/verify', { recoveryCode: first }),
      b.post('/api/auth/mfa/verify', { recoveryCode: first.toUpperCase() }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = both.find((r) => r.status === 400);
    expect(loser?.body).toEqual({ message: mfaMessages.invalidRecoveryCode });
    expect(await actionsLogged('auth.recovery_code_used')).toHaveLength(1);

    // Regenerate needs a recent second factor: the sign-in just gave one.
    const fresh = await staff.post('/api/auth/mfa/recovery-codes');
    expect(fresh.status).toBe(200);
    const newCodes = (fresh.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(newCodes).toHaveLength(10);
    const c = await partialClient();
    expect((await c.post('/api/auth/mfa/verify', { recoveryCode: second })).status).toBe(400);
    expect(
      (await c.post('/api/auth/mfa/verify', { recoveryCode: ` ${newCodes[0]} ` })).status,
    ).toBe(200);
    expect(third).not.toBe('');
    const status = await staff.get('/trpc/auth.mfa.status');
    expect(status.body).toMatchObject({
      result: { data: { totp: true, passkeys: 0, recoveryCodesLeft: 9 } },
    });
  });
});

describe(`step-up (${describeTestDb()})`, () => {
  /** The session's second factor, as if given 6 minutes ago. */
  const ageSecondFactor = async () => {
    await server.db.db
      .updateTable('sessions')
      .set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) })
      .execute();
  };

  it('role changes, document deletion, CSV export and new codes need a code from the last 5 minutes', async () => {
    await createCustomer(client());
    const adaId = await idOf(customer.email);
    await ageSecondFactor();
    const role = await root.request('PATCH', `/api/admin/users/${adaId}/role`, {
      json: { role: 'admin' },
    });
    expect(role.status).toBe(403);
    expect(role.body).toEqual({ message: mfaMessages.stepUpRequired });
    const csv = await root.get('/api/admin/applications.csv');
    expect(csv.status).toBe(403);
    expect(csv.body).toEqual({ message: mfaMessages.stepUpRequired });
    const del = await root.request(
      'DELETE',
      '/api/admin/attachments/00000000-0000-0000-0000-000000000000',
    );
    expect([403, 404]).toContain(del.status);
    if (del.status === 403) expect(del.body).toEqual({ message: mfaMessages.stepUpRequired });
    const codes = await root.post('/api/auth/mfa/recovery-codes');
    expect(codes.status).toBe(403);

    // A wrong code is no step-up; the right one is.
    expect((await root.post('/api/auth/mfa/verify', { code: '000000' })).status).toBe(400);
    const stepUp = await root.post('/api/auth/mfa/verify', {
      code: await nextTotpCode(superAdmin.email),
    });
    expect(stepUp.status).toBe(200);
    expect(
      (
        await root.request('PATCH', `/api/admin/users/${adaId}/role`, {
          json: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
    expect((await root.get('/api/admin/applications.csv')).status).toBe(200);
    const stepUps = await actionsLogged('auth.second_factor_ok');
    expect(stepUps.some((e) => (e.details as { purpose?: string }).purpose === 'step_up')).toBe(
      true,
    );
  });
});

describe(`reset of a second factor (${describeTestDb()})`, () => {
  it('a super admin resets a staff member: sessions end, audited, e-mailed, setup again', async () => {
    const staff = await adminWithAuthenticator();
    const staffId = await idOf(staffEmail);
    expect((await staff.post(`/api/admin/users/${staffId}/mfa/reset`)).status).toBe(403);

    const res = await root.post(`/api/admin/users/${staffId}/mfa/reset`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await staff.get('/api/auth/user')).status).toBe(401);
    const [entry] = await actionsLogged('user.second_factor_reset');
    expect(entry?.targetId).toBe(staffId);
    // Setting the authenticator up was mailed first; the reset mail says what it removed.
    await waitForMailMatching(staffEmail, securityNoticeMessages.second_factor_reset.subject);

    const again = client();
    const login = await again.post('/api/login', staffCredentials);
    expect(login.body).toMatchObject({ mfaSetupRequired: true });
  });

  it('nobody but the owner resets the owner; unknown users and customers are refused', async () => {
    const other = await server.db.db
      .insertInto('users')
      .values({
        email: 'second-root@example.com',
        passwordHash: null,
        role: 'super_admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rootId = await idOf(superAdmin.email);
    // A second super admin, fully signed in (session made directly: it has no password).
    await server.db.db
      .insertInto('totpCredentials')
      .values({ userId: other.id, secret: new Uint8Array(20), confirmedAt: new Date() })
      .execute();
    const issued = await createSession(
      server.runtime.deps,
      { id: other.id, role: 'super_admin' },
      { ip: null, userAgent: null },
      { stage: 'full', secondFactorAt: new Date() },
    );
    const otherRoot = new TestClient(server.url, server.origin, {
      cookie: `${sessionCookieName(server.config)}=${issued.token}`,
    });
    const refused = await otherRoot.post(`/api/admin/users/${rootId}/mfa/reset`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: mfaMessages.resetNotAllowed });

    await createCustomer(client());
    const ada = await root.post(`/api/admin/users/${await idOf(customer.email)}/mfa/reset`);
    expect(ada.status).toBe(400);
    expect(ada.body).toEqual({ message: mfaMessages.resetStaffOnly });
    const unknown = await root.post('/api/admin/users/not-a-uuid/mfa/reset');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: userAdminMessages.userNotFound });

    // The owner may reset their own.
    expect((await root.post(`/api/admin/users/${rootId}/mfa/reset`)).status).toBe(200);
  });
});

describe(`CSV export (${describeTestDb()})`, () => {
  it('exports the filtered list with formula cells defused; customers are refused', async () => {
    const apply = async (overrides: Record<string, unknown>) => {
      const res = await client().request('POST', '/api/applications', {
        json: applicationBody(overrides),
      });
      expect(res.status).toBe(201);
    };
    await apply({ firstName: '=HYPERLINK("http://evil")', lastName: 'Smith, "Jr"' });
    await apply({ firstName: 'Bob', lastName: '@Home', email: 'bob@example.com' });

    const all = await root.get('/api/admin/applications.csv');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?applications-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const lines = all.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"id","created_at","status","first_name","last_name","email",/);
    expect(all.text).toContain(`"'=HYPERLINK(""http://evil"")","Smith, ""Jr"""`);
    expect(all.text).toContain(`,"'@Home",`);
    expect(all.text).toContain(',"500.00",');

    const bob = await root.get('/api/admin/applications.csv?search=bob');
    expect(bob.text.trimEnd().split('\r\n')).toHaveLength(2);
    const none = await root.get('/api/admin/applications.csv?status=Approved');
    expect(none.text.trimEnd().split('\r\n')).toHaveLength(1);
    const bad = await root.get('/api/admin/applications.csv?status=nope');
    expect(bad.status).toBe(400);
    expect(await actionsLogged('application.exported')).toHaveLength(3);

    const ada = client();
    await signIn(ada, customer);
    expect((await ada.get('/api/admin/applications.csv')).status).toBe(403);
    expect((await client().get('/api/admin/applications.csv')).status).toBe(401);
  });
});

/** Every path of a method, with parameters filled in, read from the router. */
function restPaths(app: FastifyInstance, method: string): string[] {
  const paths: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ method, commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    parents.push(match[2]);
    paths.push(parents.join(''));
  }
  return paths.map((p) => p.replace(/:[a-zA-Z]+/g, '00000000-0000-0000-0000-000000000000'));
}

const procedureType = (procedure: unknown): string | undefined =>
  (procedure as { _def?: { type?: string } })._def?.type;

describe(`no staff data with a password alone (${describeTestDb()})`, () => {
  it('walks every admin procedure and /api/admin path with partial sessions and a staff session without a second factor', async () => {
    await createCustomer(client());
    await adminWithAuthenticator();
    // (a) the code step owed; (b) setup owed; (c) full, but no second factor at all.
    const owesCode = await partialClient();
    await makeAdmin('new-staff@example.com');
    const owesSetup = client();
    const setupLogin = await owesSetup.post('/api/login', {
      email: 'new-staff@example.com',
      password: customer.password,
    });
    expect(setupLogin.body).toMatchObject({ mfaSetupRequired: true });
    const issued = await createSession(
      server.runtime.deps,
      { id: await idOf('new-staff@example.com'), role: 'admin' },
      { ip: null, userAgent: null },
      { stage: 'full', secondFactorAt: new Date() },
    );
    const noFactor = new TestClient(server.url, server.origin, {
      cookie: `${sessionCookieName(server.config)}=${issued.token}`,
    });
    const callers = { owesCode, owesSetup, noFactor };

    const admitted: string[] = [];
    const check = (who: string, what: string, res: TestResponse) => {
      if (res.status < 300 || res.status === 101) admitted.push(`${who} ${what} → ${res.status}`);
      expect(res.text).not.toContain(customer.email);
    };

    const procedures = Object.entries(appRouter._def.procedures as Record<string, unknown>);
    const adminProcedures = procedures.filter(([path]) => path.startsWith('admin.'));
    expect(adminProcedures.length).toBeGreaterThan(20);
    for (const [who, c] of Object.entries(callers)) {
      for (const [path, procedure] of adminProcedures) {
        const type = procedureType(procedure);
        const res =
          type === 'query'
            ? await c.get(`/trpc/${path}?input=${encodeURIComponent('{}')}`)
            : await c.post(`/trpc/${path}`, {});
        check(who, path, res);
      }
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const path of restPaths(server.app, method).filter((p) =>
          p.startsWith('/api/admin'),
        )) {
          const res = await c.request(method, path, method === 'GET' ? {} : { json: {} });
          check(who, `${method} ${path}`, res);
        }
      }
    }
    expect(admitted).toEqual([]);
  });
});

describe(`review R17: enrolment, limits, notices (${describeTestDb()})`, () => {
  const ageSecondFactor = async (minutes = 6) => {
    await server.db.db
      .updateTable('sessions')
      .set({ secondFactorAt: new Date(Date.now() - minutes * 60_000) })
      .execute();
  };

  it('a full staff session needs the step-up to start an authenticator setup', async () => {
    await ageSecondFactor();
    const setup = await root.post('/api/auth/mfa/totp/setup');
    expect(setup.status).toBe(403);
    expect(setup.body).toEqual({ message: mfaMessages.stepUpRequired });
    const confirm = await root.post('/api/auth/mfa/totp/confirm', { code: '123456' });
    expect(confirm.status).toBe(403);
    expect(confirm.body).toEqual({ message: mfaMessages.stepUpRequired });
  });

  it('a setup-stage session is refused once the user has a factor, and ended when it is set up', async () => {
    await makeAdmin();
    const attacker = client();
    expect((await attacker.post('/api/login', staffCredentials)).body).toMatchObject({
      mfaSetupRequired: true,
    });
    const real = client();
    await real.post('/api/login', staffCredentials);
    await setUpAuthenticator(real, staffEmail);
    // The attacker's waiting setup session ended with the real user's confirmation.
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
    expect((await attacker.post('/api/auth/passkeys/registration/options')).status).toBe(401);

    // A setup-stage session that exists anyway (made directly) cannot enrol either.
    const staffId = await idOf(staffEmail);
    const issued = await createSession(
      server.runtime.deps,
      { id: staffId, role: 'admin' },
      { ip: null, userAgent: null },
      { stage: 'setup_second_factor' },
    );
    const setupStage = new TestClient(server.url, server.origin, {
      cookie: `${sessionCookieName(server.config)}=${issued.token}`,
    });
    for (const path of ['/api/auth/mfa/totp/setup', '/api/auth/passkeys/registration/options']) {
      const res = await setupStage.post(path);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: mfaMessages.secondFactorRequired });
    }
    // The real user's full session is untouched; the setup was mailed.
    expect((await real.get('/api/admin/summary')).status).toBe(200);
    await waitForMailMatching(staffEmail, securityNoticeMessages.second_factor_added.body);
  });

  it('the password alone records no device; the completed sign-in does', async () => {
    await adminWithAuthenticator();
    const staffId = await idOf(staffEmail);
    const devices = () =>
      server.db.db.selectFrom('userDevices').selectAll().where('userId', '=', staffId).execute();
    const before = (await devices()).length;
    const partial = new TestClient(server.url, server.origin, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    await partial.post('/api/login', staffCredentials);
    expect(await devices()).toHaveLength(before);
    const done = await partial.post('/api/auth/mfa/verify', {
      code: await nextTotpCode(staffEmail),
    });
    expect(done.status).toBe(200);
    expect((await devices()).length).toBe(before + 1);
  });

  it('a correct code gives back only its own attempt; crossing the limit is e-mailed once', async () => {
    await adminWithAuthenticator();
    // Right codes (the setup's confirmation, the sign-in below) give their attempt back:
    // 9 wrong + 1 right leaves 9 in the window, so one more wrong code is still checked.
    const partial = await partialClient();
    for (let i = 0; i < 9; i++) {
      expect((await partial.post('/api/auth/mfa/verify', { code: '000000' })).status).toBe(400);
    }
    expect(
      (await partial.post('/api/auth/mfa/verify', { code: await nextTotpCode(staffEmail) })).status,
    ).toBe(200);
    const again = await partialClient();
    expect((await again.post('/api/auth/mfa/verify', { code: '000000' })).status).toBe(400);
    const refused = await Promise.all(
      [1, 2, 3].map(() => again.post('/api/auth/mfa/verify', { code: '000000' })),
    );
    expect(refused.map((r) => r.status)).toEqual([429, 429, 429]);
    await waitForMailMatching(staffEmail, securityNoticeMessages.second_factor_failures.subject);
    const notices = mailsTo(staffEmail).filter((m) =>
      m.includes(securityNoticeMessages.second_factor_failures.subject),
    );
    expect(notices).toHaveLength(1);
  });

  it('30 wrong codes in a day stop codes until the day is over', async () => {
    await adminWithAuthenticator();
    const deps = server.runtime.deps;
    const realNow = deps.now;
    try {
      // 30 wrong codes in windows 16 minutes apart on the server's clock (the setup's
      // confirmation counted one attempt in the first window).
      for (const [window, wrong] of [9, 10, 10, 1].entries()) {
        const at = Date.now() + window * 16 * 60_000;
        deps.now = () => new Date(at);
        const partial = await partialClient();
        for (let i = 0; i < wrong; i++) {
          const res = await partial.post('/api/auth/mfa/verify', { code: '000000' });
          expect(res.status).toBe(400);
        }
      }
      const later = Date.now() + 5 * 16 * 60_000;
      deps.now = () => new Date(later);
      const partial = await partialClient();
      const right = await partial.post('/api/auth/mfa/verify', {
        code: await nextTotpCode(staffEmail, () => later),
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(20 * 3600);
    } finally {
      deps.now = realNow;
    }
    await waitForMailMatching(staffEmail, securityNoticeMessages.second_factor_failures.subject);
  });

  it('resetting a second factor and disabling an account need the step-up', async () => {
    const staff = await adminWithAuthenticator();
    const staffId = await idOf(staffEmail);
    await ageSecondFactor();
    const reset = await root.post(`/api/admin/users/${staffId}/mfa/reset`);
    expect(reset.status).toBe(403);
    expect(reset.body).toEqual({ message: mfaMessages.stepUpRequired });
    const disable = await root.request('PATCH', `/api/admin/users/${staffId}/status`, {
      json: { disabled: true },
    });
    expect(disable.status).toBe(403);
    expect(disable.body).toEqual({ message: mfaMessages.stepUpRequired });
    expect((await staff.get('/api/admin/summary')).status).toBe(200);
    const stepUp = await root.post('/api/auth/mfa/verify', {
      code: await nextTotpCode(superAdmin.email),
    });
    expect(stepUp.status).toBe(200);
    const done = await root.request('PATCH', `/api/admin/users/${staffId}/status`, {
      json: { disabled: true },
    });
    expect(done.status).toBe(200);
  });

  it("the live sockets' sweep treats a disabled account's sessions as ended", async () => {
    await createCustomer(client());
    const adaId = await idOf(customer.email);
    const issued = await createSession(
      server.runtime.deps,
      { id: adaId, role: 'user' },
      { ip: null, userAgent: null },
    );
    const sessionIds = (
      await server.db.db.selectFrom('sessions').select('id').where('userId', '=', adaId).execute()
    ).map((r) => r.id);
    expect(sessionIds.length).toBeGreaterThan(0);
    expect(issued.token).toBeTruthy();
    const now = new Date();
    expect(await findUnexpiredSessions(server.db.db, sessionIds, now)).toHaveLength(
      sessionIds.length,
    );
    await server.db.db
      .updateTable('users')
      .set({ disabledAt: now })
      .where('id', '=', adaId)
      .execute();
    expect(await findUnexpiredSessions(server.db.db, sessionIds, now)).toHaveLength(0);
  });
});

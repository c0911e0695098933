import { applicationMessages, authMessages, localeInvalidMessage } from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applicationBody,
  createCustomer,
  customer,
  signIn,
  signInStaff,
  superAdmin,
} from '../testing/fixtures';
import { TestClient, type TestResponse } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

// Issue 20, hostile callers of the paths added this round: the wizard's e-mail question,
// the account's language and the submission that signs in. Addresses come from
// X-Forwarded-For, so each test has the per-address allowances of its own browser.
const { server: current } = useTestServer({ TRUST_PROXY: 'true' });
let server: TestServer;
beforeEach(() => {
  server = current();
});

let nextIp = 1;
const browser = (ip = `198.51.100.${nextIp++}`) =>
  new TestClient(server.url, server.origin, { 'x-forwarded-for': ip });

const dataOf = <T>(res: { body: unknown }) => (res.body as { result: { data: T } }).result.data;
const me = async (c: TestClient) =>
  dataOf<{ id: string; email: string } | null>(await c.get('/trpc/auth.me'));
const emailStatus = (c: TestClient, email: string) =>
  c.post('/trpc/applications.emailStatus', { email });
const wizardSubmit = (c: TestClient, body: Record<string, unknown>) =>
  c.post('/trpc/applications.submit', { ...body, signIn: true });
const restLocale = (c: TestClient, locale: unknown, crossSite = false) =>
  c.request('PUT', '/api/account/locale', { json: { locale }, crossSite });
const trpcLocale = (c: TestClient, locale: unknown, crossSite = false) =>
  c.request('POST', '/trpc/account.setLocale', { json: { locale }, crossSite });

const countRows = async (table: 'users' | 'applications' | 'sessions') =>
  (await server.db.db.selectFrom(table).select('id').execute()).length;
const sessionsOf = async (email: string) =>
  (
    await server.db.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select('sessions.id')
      .where('users.email', '=', email)
      .execute()
  ).length;
const localeOf = async (email: string) =>
  (
    await server.db.db
      .selectFrom('users')
      .select('locale')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).locale;

/** A field's message, from REST's `errors` or tRPC's `data.fieldErrors`. */
const fieldErrorOf = (res: TestResponse, field: string): string | undefined => {
  const body = res.body as {
    errors?: Record<string, string>;
    error?: { data?: { fieldErrors?: Record<string, string> } };
  };
  return (body.errors ?? body.error?.data?.fieldErrors)?.[field];
};

/** No trace of the database or the code in an answer. */
const expectNoInternals = (res: TestResponse) =>
  expect(res.text).not.toMatch(/select |insert |update |relation |stack|at \w+ \(|node_modules/i);

/** A taken customer, a disabled customer, a staff account (each with a password). */
async function seedAccounts() {
  const c = browser();
  await createCustomer(c);
  await createCustomer(c, { email: 'gone@x.test' });
  await createCustomer(c, { email: 'clerk@x.test' });
  await server.db.db
    .updateTable('users')
    .set({ disabledAt: new Date() })
    .where('email', '=', 'gone@x.test')
    .execute();
  await server.db.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', 'clerk@x.test')
    .execute();
  await ensureSuperAdmin(server.runtime.deps);
}

describe(`applications.emailStatus under attack on ${describeTestDb()}`, () => {
  it('holds the per-address limit exactly under 100 concurrent calls, with Retry-After', async () => {
    const prober = browser('203.0.113.77');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => emailStatus(prober, `probe-${i}@x.test`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60);
    for (const refused of answers.filter((r) => r.status === 429)) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refused.text).toContain(authMessages.tooManyAttempts);
      expect(refused.text).not.toContain('acceptsNewAccount');
      expectNoInternals(refused);
    }
    // Still refused afterwards, and another address is not held back.
    expect((await emailStatus(prober, 'late@x.test')).status).toBe(429);
    expect((await emailStatus(browser(), 'late@x.test')).status).toBe(200);
  });

  it('answers a taken, a disabled and a staff address with the same body and status', async () => {
    await seedAccounts();
    const c = browser();
    const answers = new Map<string, TestResponse>();
    for (const email of [
      customer.email,
      'GONE@x.test',
      'clerk@x.test',
      superAdmin.email,
      'free@x.test',
    ]) {
      answers.set(email, await emailStatus(c, email));
    }
    const free = answers.get('free@x.test');
    expect(free?.status).toBe(200);
    expect(free?.body).toEqual({ result: { data: { acceptsNewAccount: true } } });
    const taken = answers.get(customer.email);
    for (const [email, res] of answers) {
      expect(res.status, email).toBe(200);
      expectNoInternals(res);
      // Nothing but the one boolean: the taken answers are byte for byte the same.
      if (email !== 'free@x.test') expect(res.text, email).toBe(taken?.text);
      expect(res.headers.get('set-cookie'), email).toBeNull();
      expect(Object.keys(dataOf<object>(res))).toEqual(['acceptsNewAccount']);
    }
  });

  it('refuses a malformed address with 400 and no hint about accounts', async () => {
    const res = await emailStatus(browser(), 'not an address');
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('acceptsNewAccount');
    expectNoInternals(res);
  });
});

describe(`the account's language under attack on ${describeTestDb()}`, () => {
  it('gives a visitor 401 on both doors and changes nothing', async () => {
    const visitor = browser();
    expect((await restLocale(visitor, 'es')).status).toBe(401);
    expect((await trpcLocale(visitor, 'es')).status).toBe(401);
  });

  it('refuses a bad locale with 400 and a clear message, on both doors', async () => {
    const ada = browser();
    await createCustomer(ada);
    await signIn(ada, customer);
    for (const bad of ['fr', 'ES', '', 'es-US', null, 42, { en: true }, 'x'.repeat(10_000)]) {
      for (const door of [restLocale, trpcLocale]) {
        const res = await door(ada, bad);
        expect(res.status, `${door.name} ${JSON.stringify(bad).slice(0, 20)}`).toBe(400);
        expectNoInternals(res);
        // The message is on the field, and says what is accepted.
        expect(fieldErrorOf(res, 'locale')).toBe(localeInvalidMessage);
      }
    }
    // A body with no locale at all is refused the same way.
    const empty = await ada.request('PUT', '/api/account/locale', { json: {} });
    expect(empty.status).toBe(400);
    expect(await localeOf(customer.email)).toBe('en');
  });

  it('leaves a valid value after 50 concurrent toggles, and the last word is readable', async () => {
    const ada = browser();
    await createCustomer(ada);
    await signIn(ada, customer);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? trpcLocale : restLocale)(ada, i % 3 ? 'es' : 'en'),
      ),
    );
    for (const res of answers) {
      expect(res.status, res.text).toBe(200);
      expectNoInternals(res);
    }
    const stored = await localeOf(customer.email);
    expect(['en', 'es']).toContain(stored);
    expect(((await ada.get('/api/auth/user')).body as { locale: string }).locale).toBe(stored);
    // Still settable afterwards.
    expect((await restLocale(ada, stored === 'en' ? 'es' : 'en')).status).toBe(200);
    expect(await localeOf(customer.email)).toBe(stored === 'en' ? 'es' : 'en');
  });

  it('refuses a cross-site attempt with the victim’s cookie, on both doors', async () => {
    const ada = browser();
    await createCustomer(ada);
    await signIn(ada, customer);
    for (const door of [restLocale, trpcLocale]) {
      const res = await door(ada, 'es', true);
      expect(res.status, door.name).toBe(403);
    }
    // No Origin at all, as a form post from an old browser would send, is refused too.
    const noOrigin = await fetch(`${server.url}/api/account/locale`, {
      method: 'PUT',
      headers: {
        cookie: ada.cookieHeader(),
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.250',
      },
      body: JSON.stringify({ locale: 'es' }),
    });
    expect(noOrigin.status).toBe(403);
    // A text/plain "simple request" (no preflight) from another site is refused as well.
    const simple = await fetch(`${server.url}/api/account/locale`, {
      method: 'PUT',
      headers: {
        cookie: ada.cookieHeader(),
        origin: 'https://evil.example',
        'content-type': 'text/plain',
      },
      body: JSON.stringify({ locale: 'es' }),
    });
    expect([403, 415]).toContain(simple.status);
    expect(await localeOf(customer.email)).toBe('en');
  });

  it('lets staff set theirs too, on both doors', async () => {
    await ensureSuperAdmin(server.runtime.deps);
    const root = browser();
    await signInStaff(root, superAdmin);
    const rest = await restLocale(root, 'es');
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body).toEqual({ locale: 'es' });
    expect(await localeOf(superAdmin.email)).toBe('es');
    const trpc = await trpcLocale(root, 'en');
    expect(trpc.status, trpc.text).toBe(200);
    expect(dataOf(trpc)).toEqual({ locale: 'en' });
    expect(await localeOf(superAdmin.email)).toBe('en');
  });
});

describe(`the submission that signs in, under attack on ${describeTestDb()}`, () => {
  it('with a wrong password for an account neither signs in nor tells more than 409', async () => {
    await createCustomer(browser());
    const sessionsBefore = await countRows('sessions');
    const stranger = browser();
    const res = await wizardSubmit(stranger, applicationBody({ password: 'Not-The-Password-1' }));
    expect(res.status).toBe(409);
    expect(res.text).toContain(applicationMessages.emailHasAccount);
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/session/i);
    expectNoInternals(res);
    // No id, no name, no role of the account in the answer.
    expect(res.text).not.toContain(customer.firstName);
    expect(res.text).not.toContain(customer.lastName);
    expect(res.text).not.toMatch(/"(id|userId|role)"/);
    expect(await me(stranger)).toBeNull();
    expect(await countRows('sessions')).toBe(sessionsBefore);
    expect(await countRows('applications')).toBe(0);
  });

  it('never signs in a staff or a disabled account, even with its password', async () => {
    await seedAccounts();
    const accounts = [
      { email: 'clerk@x.test', password: customer.password },
      { email: 'gone@x.test', password: customer.password },
      { email: superAdmin.email, password: superAdmin.password },
    ];
    for (const account of accounts) {
      const c = browser();
      const res = await wizardSubmit(c, applicationBody(account));
      expect([200, 403, 409], `${account.email}: ${res.text}`).toContain(res.status);
      expectNoInternals(res);
      expect(res.headers.get('set-cookie') ?? '', account.email).not.toMatch(/session/i);
      expect(await me(c), account.email).toBeNull();
      expect(await sessionsOf(account.email), account.email).toBe(0);
    }
    // And a wrong password for them says no more than for a customer.
    const wrong = await wizardSubmit(
      browser(),
      applicationBody({ email: 'clerk@x.test', password: 'Not-The-Password-1' }),
    );
    const wrongCustomer = await wizardSubmit(
      browser(),
      applicationBody({ password: 'Not-The-Password-1' }),
    );
    expect(wrong.status).toBe(wrongCustomer.status);
    expect(wrong.text).toBe(wrongCustomer.text);
  });

  // Found by this suite: a disabled account's password used to file applications through
  // the anonymous submission. Sign-in refuses it like a wrong password (decision 022); so
  // does the submission now.
  it('a disabled account cannot file an application with its password', async () => {
    await seedAccounts();
    const disabled = await wizardSubmit(
      browser(),
      applicationBody({ email: 'gone@x.test', password: customer.password }),
    );
    const wrong = await wizardSubmit(
      browser(),
      applicationBody({ email: 'gone@x.test', password: 'Not-The-Password-1' }),
    );
    expect(wrong.status).toBe(409);
    // Exactly as for a wrong password: nothing tells that the account is disabled.
    expect(disabled.status).toBe(wrong.status);
    expect(disabled.text).toBe(wrong.text);
    expect(await countRows('applications')).toBe(0);
  });

  it('20 concurrent submissions of one new applicant make one account and one application', async () => {
    const c = browser('203.0.113.90');
    const body = applicationBody({ email: 'twin@x.test' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => wizardSubmit(c, body)));
    for (const res of answers) {
      expect([200, 409, 429], res.text).toContain(res.status);
      expectNoInternals(res);
    }
    expect(answers.some((r) => r.status === 200)).toBe(true);
    const users = await server.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'twin@x.test')
      .execute();
    expect(users).toHaveLength(1);
    const applications = await server.db.db.selectFrom('applications').select('userId').execute();
    expect(applications).toEqual([{ userId: users[0]?.id }]);
    // Every answer that was signed in names that one account.
    expect(await me(c)).toMatchObject({ id: users[0]?.id, email: 'twin@x.test' });
    const ids = new Set(
      answers
        .filter((r) => r.status === 200)
        .map((r) => dataOf<{ application: { id: string } }>(r).application.id),
    );
    expect(ids.size).toBe(1);
  });
});

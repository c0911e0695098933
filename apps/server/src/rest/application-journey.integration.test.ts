import {
  applicationMessages,
  authMessages,
  CONSENT_VERSION,
  consentMessages,
  consentTexts,
} from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationBody, createCustomer, customer } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

// Issue 20: the wizard's new paths. Addresses come from X-Forwarded-For (per-IP limits).
const { server: current } = useTestServer({ TRUST_PROXY: 'true' });
let server: TestServer;
beforeEach(() => {
  server = current();
});

let nextIp = 1;
/** A browser from its own address, so each test has its own allowances. */
const browser = (ip = `198.51.100.${nextIp++}`) =>
  new TestClient(server.url, server.origin, { 'x-forwarded-for': ip });

const emailStatus = (c: TestClient, email: string) =>
  c.post('/trpc/applications.emailStatus', { email });
const dataOf = <T>(res: { body: unknown }) => (res.body as { result: { data: T } }).result.data;
const me = async (c: TestClient) =>
  dataOf<{ id: string; email: string } | null>(await c.get('/trpc/auth.me'));
/** The wizard's own submission: tRPC, asking to be signed in. */
const wizardSubmit = (c: TestClient, body: Record<string, unknown>) =>
  c.post('/trpc/applications.submit', { ...body, signIn: true });

const stored = () =>
  server.db.db
    .selectFrom('applications')
    .select(['userId', 'consentVersion', 'consentLocale', 'consentText', 'consentedAt'])
    .execute();

describe(`the e-mail status question on ${describeTestDb()}`, () => {
  it('answers one boolean, the same for every address it would refuse as new', async () => {
    const c = browser();
    await createCustomer(c);
    await server.db.db
      .insertInto('users')
      .values({ email: 'staff@advance.test', role: 'admin', passwordHash: null })
      .execute();

    const fresh = await emailStatus(c, 'nobody@x.test');
    expect(fresh.status).toBe(200);
    expect(dataOf(fresh)).toEqual({ acceptsNewAccount: true });
    for (const taken of [customer.email, customer.email.toUpperCase(), 'staff@advance.test']) {
      const res = await emailStatus(c, taken);
      expect(res.status).toBe(200);
      // Exactly the same body: no id, no role, no name.
      expect(res.body).toEqual({ result: { data: { acceptsNewAccount: false } } });
    }
  });

  it('is refused from another site and counted per address: 429 past the limit', async () => {
    const crossSite = await browser().request('POST', '/trpc/applications.emailStatus', {
      json: { email: 'a@x.test' },
      crossSite: true,
    });
    expect(crossSite.status).toBe(403);

    const prober = browser('203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      statuses.push((await emailStatus(prober, `probe-${i}@x.test`)).status);
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const refused = await emailStatus(prober, customer.email);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(authMessages.tooManyAttempts);
    expect(refused.text).not.toContain('acceptsNewAccount');
    // Someone else's address is not held back.
    expect((await emailStatus(browser(), 'other@x.test')).status).toBe(200);
  });
});

describe(`the review step's consent on ${describeTestDb()}`, () => {
  it('stores the version, the language, the exact text and the time', async () => {
    const res = await browser().post(
      '/api/applications',
      applicationBody({ consentVersion: CONSENT_VERSION, locale: 'es' }),
    );
    expect(res.status).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({
      consentVersion: CONSENT_VERSION,
      consentLocale: 'es',
      consentText: consentTexts.es,
    });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    // The applicant's own view does not carry the staff fields.
    expect(res.body).not.toHaveProperty('consentVersion');
  });

  it('refuses an outdated version with 400 on the field, and creates nothing', async () => {
    const res = await browser().post(
      '/api/applications',
      applicationBody({ consentVersion: '2020-01-01' }),
    );
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string> }).errors.consentVersion).toBe(
      consentMessages.outdated,
    );
    expect(await stored()).toHaveLength(0);
    expect(await server.db.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it("still takes the spec's literal payload, without consent (stored as nulls)", async () => {
    const res = await browser().post('/api/applications', {
      firstName: 'John',
      lastName: 'Doe',
      email: 'john.doe@example.com',
      phone: '555-123-4567',
      zipCode: '12345',
      password: 'securePassword123',
      userId: null,
      requestedAmount: 500,
      howOftenNeedCash: 'monthly',
      monthlyBenefit: 1500,
      benefitPaymentDay: 3,
      monthlyRentMortgage: 800,
      dateOfBirth: '1955-06-15',
    });
    expect(res.status, res.text).toBe(201);
    expect(await stored()).toEqual([
      expect.objectContaining({
        consentVersion: null,
        consentLocale: null,
        consentText: null,
        consentedAt: null,
      }),
    ]);
  });
});

describe(`signed in by the submission on ${describeTestDb()}`, () => {
  it('signs a new applicant in when the wizard asks; the REST payload sets no cookie', async () => {
    const rest = browser();
    expect((await rest.post('/api/applications', applicationBody())).status).toBe(201);
    expect(await me(rest)).toBeNull();

    const wizard = browser();
    const res = await wizardSubmit(
      wizard,
      applicationBody({ email: 'new@x.test', consentVersion: CONSENT_VERSION, locale: 'en' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(await me(wizard)).toMatchObject({ email: 'new@x.test' });
  });

  it('signs in the owner of the account made at step 2 with its password', async () => {
    const c = browser();
    await createCustomer(c);
    expect(await me(c)).toBeNull();
    expect((await wizardSubmit(c, applicationBody())).status).toBe(200);
    expect(await me(c)).toMatchObject({ email: customer.email });
  });

  it("never signs anyone into another's account: a wrong password gets 409 and no session", async () => {
    await createCustomer(browser());
    const stranger = browser();
    const res = await wizardSubmit(stranger, applicationBody({ password: 'Not-The-Password-1' }));
    expect(res.status).toBe(409);
    expect(res.text).toContain(applicationMessages.emailHasAccount);
    expect(await me(stranger)).toBeNull();
    expect(await stored()).toHaveLength(0);
  });

  it("a signed-in customer applying with another's e-mail stays themself", async () => {
    const owner = await createCustomer(browser());
    const other = browser();
    await createCustomer(other, { email: 'bea@x.test' });
    await other.post('/api/login', { email: 'bea@x.test', password: owner.password });
    const bea = await me(other);
    expect(bea).toMatchObject({ email: 'bea@x.test' });
    // Her session joins the application to her, whatever e-mail and password it carries.
    const res = await wizardSubmit(other, applicationBody());
    expect(res.status).toBe(200);
    expect(await me(other)).toMatchObject({ id: bea?.id });
    expect(await stored()).toEqual([expect.objectContaining({ userId: bea?.id })]);
  });

  it('gives no session to a staff account, even with its password', async () => {
    const c = browser();
    await createCustomer(c, { email: 'clerk@x.test' });
    await server.db.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', 'clerk@x.test')
      .execute();
    const res = await wizardSubmit(c, applicationBody({ email: 'clerk@x.test' }));
    expect(res.status).toBe(200);
    expect(await me(c)).toBeNull();
  });
});

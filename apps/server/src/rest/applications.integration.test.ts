import { applicationMessages, validationMessages } from '@advance/contracts';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationBody, createCustomer, customer, signIn } from '../testing/fixtures';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const { server: current, client } = useTestServer();
let server: TestServer;
beforeEach(() => {
  server = current();
});

const rows = () => server.db.db.selectFrom('applications').selectAll().execute();
const submit = (body: unknown, headers: Record<string, string> = {}, c = client()) =>
  c.request('POST', '/api/applications', { json: body, headers });

describe(`submitting an application on ${describeTestDb()}`, () => {
  it('lets a visitor apply: creates the account, starts as Submitted, computes the fee', async () => {
    const res = await submit(applicationBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Submitted',
      requestedAmount: 500,
      processingFee: 15,
      amountToReceive: 485,
      howOftenNeedCash: 'monthly',
      benefitPaymentDay: 3,
      email: customer.email,
    });
    expect(JSON.stringify(res.body)).not.toContain(customer.password);
    const user = await server.db.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', customer.email)
      .executeTakeFirstOrThrow();
    expect((res.body as { userId: string }).userId).toBe(user.id);
    const [row] = await rows();
    expect(row).toMatchObject({
      requestedAmountCents: 50000,
      processingFeeCents: 1500,
      amountToReceiveCents: 48500,
    });

    const c = client();
    await signIn(c, customer);
    const mine = await c.get('/api/applications');
    expect(mine.body).toHaveLength(1);
  });

  it('attaches to the account made in step 2 when the password matches (the wizard flow)', async () => {
    const { user } = (await client().post('/api/create-account', customer)).body as {
      user: { id: string };
    };
    const res = await submit(applicationBody());
    expect(res.status).toBe(201);
    expect((res.body as { userId: string }).userId).toBe(user.id);
  });

  it('refuses an e-mail whose account has another password, and creates nothing', async () => {
    await createCustomer(client());
    const res = await submit(applicationBody({ password: 'not the right one' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: applicationMessages.emailHasAccount });
    expect(await rows()).toHaveLength(0);
  });

  it('never trusts a client userId: a signed-in user always owns what they submit', async () => {
    await createCustomer(client());
    const bob = await createCustomer(client(), { email: 'bob@example.com', firstName: 'Bob' });
    const bobId = (
      await server.db.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', bob.email)
        .executeTakeFirstOrThrow()
    ).id;
    const ada = client();
    await signIn(ada, customer);
    const res = await submit(applicationBody({ userId: bobId, email: 'bob@example.com' }), {}, ada);
    expect(res.status).toBe(201);
    const adaId = (
      await server.db.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', customer.email)
        .executeTakeFirstOrThrow()
    ).id;
    expect((res.body as { userId: string }).userId).toBe(adaId);

    const visitor = await submit(applicationBody({ email: 'new@example.com', userId: bobId }));
    expect((visitor.body as { userId: string }).userId).not.toBe(bobId);
  });

  it('creates one application for a repeated Idempotency-Key, and 422 for a different body', async () => {
    const first = await submit(applicationBody(), { 'idempotency-key': 'key-12345678' });
    const again = await submit(applicationBody(), { 'idempotency-key': 'key-12345678' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const other = await submit(applicationBody({ requestedAmount: 750 }), {
      'idempotency-key': 'key-12345678',
    });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: applicationMessages.idempotencyMismatch });
    expect(await rows()).toHaveLength(1);
  });

  it('survives a double click: two simultaneous requests with one key make one row', async () => {
    await createCustomer(client());
    const [a, b] = await Promise.all([
      submit(applicationBody(), { 'idempotency-key': 'double-click-1' }),
      submit(applicationBody(), { 'idempotency-key': 'double-click-1' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await rows()).toHaveLength(1);
  });

  it('stores one application when ten identical ones without a key arrive at once', async () => {
    await createCustomer(client());
    const ada = client();
    await signIn(ada, customer);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(applicationBody(), {}, ada)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((a) => (a.body as { id: string }).id)).size).toBe(1);
    expect(await rows()).toHaveLength(1);
  });

  it('survives a double click by a brand-new visitor: one account, one application', async () => {
    const [a, b] = await Promise.all([
      submit(applicationBody(), { 'idempotency-key': 'new-visitor-1' }),
      submit(applicationBody(), { 'idempotency-key': 'new-visitor-1' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await rows()).toHaveLength(1);
    expect(await server.db.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('never replays someone else’s application for a reused key, nor says the key is taken', async () => {
    const ada = await submit(applicationBody(), { 'idempotency-key': 'shared-key-1' });
    expect(ada.status).toBe(201);
    await createCustomer(client(), { email: 'mallory@example.com' });
    const mallory = client();
    await signIn(mallory, { email: 'mallory@example.com', password: customer.password });
    // Keys belong to their applicant: Mallory's request is simply hers.
    const res = await submit(
      applicationBody({ email: 'mallory@example.com', firstName: 'Mallory', lastName: 'M' }),
      { 'idempotency-key': 'shared-key-1' },
      mallory,
    );
    expect(res.status).toBe(201);
    expect((res.body as { id: string }).id).not.toBe((ada.body as { id: string }).id);
    expect(JSON.stringify(res.body)).not.toContain('Lovelace');
    expect(await rows()).toHaveLength(2);
  });

  it('returns the existing application for an identical submission without a key', async () => {
    await createCustomer(client());
    const first = await submit(applicationBody());
    const second = await submit(applicationBody());
    expect(second.status).toBe(200);
    expect((second.body as { id: string }).id).toBe((first.body as { id: string }).id);
    expect(await rows()).toHaveLength(1);
    expect((await submit(applicationBody({ requestedAmount: 1000 }))).status).toBe(201);
  });

  const thisYear = new Date().getUTCFullYear();
  it.each([
    [{ requestedAmount: 99 }, 'requestedAmount', applicationMessages.minAdvance],
    [{ requestedAmount: 5001 }, 'requestedAmount', applicationMessages.maxAdvance],
    [{ requestedAmount: 'lots' }, 'requestedAmount', applicationMessages.minAdvance],
    [{ howOftenNeedCash: '' }, 'howOftenNeedCash', applicationMessages.howOftenRequired],
    [{ monthlyBenefit: 0 }, 'monthlyBenefit', applicationMessages.monthlyBenefitRequired],
    [{ monthlyBenefit: 1e12 }, 'monthlyBenefit', applicationMessages.amountTooLarge],
    [{ benefitPaymentDay: 32 }, 'benefitPaymentDay', applicationMessages.paymentDayRange],
    [{ benefitPaymentDay: 2.5 }, 'benefitPaymentDay', applicationMessages.paymentDayRange],
    [{ monthlyRentMortgage: -1 }, 'monthlyRentMortgage', applicationMessages.rentRequired],
    [{ dateOfBirth: '' }, 'dateOfBirth', applicationMessages.dateOfBirthRequired],
    [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', applicationMessages.dateOfBirthInvalid],
    [
      { dateOfBirth: `${thisYear + 1}-01-01` },
      'dateOfBirth',
      applicationMessages.dateOfBirthFuture,
    ],
    [{ dateOfBirth: `${thisYear - 17}-01-01` }, 'dateOfBirth', applicationMessages.tooYoung],
    [{ phone: '12345' }, 'phone', validationMessages.phone],
    [{ zipCode: '123' }, 'zipCode', validationMessages.zipCode],
    [{ zipCode: '12345678901' }, 'zipCode', validationMessages.zipCode],
    [{ email: 'nope' }, 'email', validationMessages.email],
    [{ firstName: '' }, 'firstName', validationMessages.firstNameRequired],
    [{ password: 'short' }, 'password', validationMessages.passwordMin],
  ])('refuses %o with 400 and the field message', async (patch, field, message) => {
    const res = await submit(applicationBody(patch));
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect(await rows()).toHaveLength(0);
    expect(await server.db.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses Infinity and NaN sent as strings', async () => {
    for (const bad of ['Infinity', 'NaN', '1e400']) {
      const res = await submit(applicationBody({ monthlyBenefit: bad }));
      expect(res.status).toBe(400);
    }
  });
});

describe(`reading applications on ${describeTestDb()}`, () => {
  it('asks a signed-out visitor to sign in', async () => {
    expect((await client().get('/api/applications')).status).toBe(401);
  });

  it('shows user B only B’s applications, newest first', async () => {
    await submit(applicationBody());
    await submit(applicationBody({ requestedAmount: 1000 }));
    await submit(applicationBody({ email: 'bob@example.com', firstName: 'Bob' }));
    const bob = client();
    await signIn(bob, { email: 'bob@example.com', password: customer.password });
    const bobs = (await bob.get('/api/applications')).body as Array<{ email: string }>;
    expect(bobs.map((a) => a.email)).toEqual(['bob@example.com']);

    const ada = client();
    await signIn(ada, customer);
    const adas = (await ada.get('/api/applications')).body as Array<{ requestedAmount: number }>;
    expect(adas.map((a) => a.requestedAmount)).toEqual([1000, 500]);
  });
});

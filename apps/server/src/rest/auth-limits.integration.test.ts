import {
  applicationMessages,
  authMessages,
  type InboxMessage,
  messageCenterMessages,
  validationMessages,
} from '@advance/contracts';
import { ensureSuperAdmin } from '@advance/core';
import { findResetLink } from '@advance/core/testing';
import { insertUserIfEmailFree } from '@advance/db';
import { describeTestDb } from '@advance/db/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationBody, createCustomer, customer, signIn, superAdmin } from '../testing/fixtures';
import { TestClient, type TestResponse } from '../testing/http-client';
import type { TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

// Addresses come from X-Forwarded-For, as behind the deployment's proxy.
const { server: current } = useTestServer({ TRUST_PROXY: 'true' });
let server: TestServer;
beforeEach(() => {
  server = current();
});

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

const from = (ip: string) => new TestClient(server.url, server.origin, { 'x-forwarded-for': ip });

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

const activity = (action: string) =>
  server.db.db
    .selectFrom('activityLog')
    .select(['action', 'targetId', 'details', 'ipAddress'])
    .where('action', '=', action)
    .execute();

/** One tRPC HTTP batch of `size` auth.login calls; the status of each call. */
async function loginBatch(ip: string, size: number, password: (i: number) => string) {
  const paths = Array.from({ length: size }, () => 'auth.login').join(',');
  const input = Object.fromEntries(
    Array.from({ length: size }, (_, i) => [
      String(i),
      { email: customer.email, password: password(i) },
    ]),
  );
  const res = await from(ip).request('POST', `/trpc/${paths}?batch=1`, { json: input });
  const calls = res.body as Array<{ error?: { data: { httpStatus: number } } }>;
  return calls.map((c) => c.error?.data.httpStatus ?? 200);
}

/** 100 wrong guesses at once: five tRPC batches of ten, and fifty REST calls. */
async function guessInParallel(ip: string): Promise<number[]> {
  const batches = Array.from({ length: 5 }, (_, b) =>
    loginBatch(ip, 10, (i) => `wrong-batch-${b}-${i}`),
  );
  const rest = Array.from({ length: 50 }, (_, i) =>
    from(ip)
      .post('/api/login', { email: customer.email, password: `wrong-rest-${i}` })
      .then((r) => [r.status]),
  );
  return (await Promise.all([...batches, ...rest])).flat();
}

describe(`sign-in limits under concurrency on ${describeTestDb()}`, () => {
  it('evaluates at most 10 of 100 parallel guesses, and the right password then waits', async () => {
    await createCustomer(from(OWNER));
    const statuses = await guessInParallel(ATTACKER);
    expect(statuses).toHaveLength(100);
    const counts = statusCounts(statuses);
    expect(counts[401]).toBe(10);
    expect(counts[429]).toBe(90);
    expect(await activity('auth.sign_in_failed')).toHaveLength(10);

    const right = await from(ATTACKER).post('/api/login', customer);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ message: authMessages.tooManyAttempts });
    expect(right.headers.get('set-cookie')).toBeNull();
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('logs a limit once when it is first crossed, not once per refused request', async () => {
    await createCustomer(from(OWNER));
    await guessInParallel(ATTACKER);
    const hits = await activity('security.rate_limit_exceeded');
    // The address limit refused 90 requests: one entry for it, with the address.
    expect(hits.map((h) => h.targetId)).toEqual(['sign_in.ip']);
    expect(hits[0]?.ipAddress).toBe(ATTACKER);
  });

  it('counts the password check of POST /api/applications under the same limits', async () => {
    await createCustomer(from(OWNER));
    const statuses = (
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          from(ATTACKER).post('/api/applications', applicationBody({ password: `wrong-${i}-x` })),
        ),
      )
    ).map((r) => r.status);
    const counts = statusCounts(statuses);
    expect(counts[409]).toBe(10);
    expect(counts[429]).toBe(90);

    const right = await from(ATTACKER).post('/api/applications', applicationBody());
    expect(right.status).toBe(429);
    const applications = await server.db.db.selectFrom('applications').select('id').execute();
    expect(applications).toHaveLength(0);
  });
});

describe(`nobody can lock the owner out on ${describeTestDb()}`, () => {
  it('lets the owner sign in from another address after an attacker hit the limit', async () => {
    await ensureSuperAdmin(server.runtime.deps);
    for (let i = 0; i < 10; i++) {
      const res = await from(ATTACKER).post('/api/login', {
        email: superAdmin.email,
        password: `guess-${i}`,
      });
      expect(res.status).toBe(401);
    }
    expect((await from(ATTACKER).post('/api/login', superAdmin)).status).toBe(429);
    expect((await from(OWNER).post('/api/login', superAdmin)).status).toBe(200);
  });

  it('slows a distributed attack to one try per address, yet the owner still signs in', async () => {
    await createCustomer(from(OWNER));
    await signIn(from(OWNER), customer);
    // 50 failures from ten addresses (five each, under their own limits) start the back-off.
    const bots = Array.from({ length: 10 }, (_, i) => `192.0.2.${i + 1}`);
    for (let round = 0; round < 5; round++) {
      const statuses = await Promise.all(
        bots.map(async (ip) => {
          const res = await from(ip).post('/api/login', {
            email: customer.email,
            password: `bot-${round}`,
          });
          return res.status;
        }),
      );
      expect(statuses.every((s) => s === 401)).toBe(true);
    }
    const hits = await activity('security.rate_limit_exceeded');
    expect(hits.map((h) => h.targetId)).toEqual(['sign_in.account']);

    // A bot that already failed is refused, though its own address limits are not reached.
    const bot = await from(bots[0] ?? '').post('/api/login', customer);
    expect(bot.status).toBe(429);
    // A fresh address gets its try: a wrong one fails, and only then is it held back.
    const fresh = '192.0.2.200';
    expect((await from(fresh).post('/api/login', { ...customer, password: 'nope' })).status).toBe(
      401,
    );
    expect((await from(fresh).post('/api/login', customer)).status).toBe(429);
    // The owner, from a clean address and from the address they used today (even after a
    // typo there), signs in.
    expect((await from('198.51.100.99').post('/api/login', customer)).status).toBe(200);
    expect((await from(OWNER).post('/api/login', { ...customer, password: 'typo' })).status).toBe(
      401,
    );
    expect((await from(OWNER).post('/api/login', customer)).status).toBe(200);
  });

  it('gives a successful sign-in its address count back', async () => {
    await createCustomer(from(OWNER));
    // A shared address (an office) signs in far more than ten times in a window.
    for (let i = 0; i < 15; i++) await signIn(from(OWNER), customer);
    for (let i = 0; i < 9; i++) {
      const res = await from(OWNER).post('/api/login', { ...customer, password: `typo-${i}` });
      expect(res.status).toBe(401);
    }
    expect((await from(OWNER).post('/api/login', customer)).status).toBe(200);
  });
});

describe(`account creation and anonymous submissions per address on ${describeTestDb()}`, () => {
  it('answers an account-creation flood with 429 and Retry-After past 30 an hour', async () => {
    const results = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        from(ATTACKER).post('/api/create-account', { ...customer, email: `bulk-${i}@example.com` }),
      ),
    );
    expect(statusCounts(results.map((r) => r.status))).toEqual({ 201: 30, 429: 5 });
    const refused = results.find((r) => r.status === 429) as TestResponse;
    expect(refused.body).toEqual({ message: authMessages.tooManyAccounts });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const users = await server.db.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(30);
    // Another address is not affected.
    expect((await from(OWNER).post('/api/create-account', customer)).status).toBe(201);
    const hits = await activity('security.rate_limit_exceeded');
    expect(hits.map((h) => h.targetId)).toEqual(['account_creation.ip']);
  });

  it('answers an anonymous application flood with 429 and Retry-After past 30 an hour', async () => {
    const results = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        from(ATTACKER).post(
          '/api/applications',
          applicationBody({ email: `flood-${i}@example.com` }),
        ),
      ),
    );
    expect(statusCounts(results.map((r) => r.status))).toEqual({ 201: 30, 429: 5 });
    const refused = results.find((r) => r.status === 429) as TestResponse;
    expect(refused.body).toEqual({ message: applicationMessages.tooManySubmissions });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const applications = await server.db.db.selectFrom('applications').select('id').execute();
    expect(applications).toHaveLength(30);
  });
});

describe(`common passwords on ${describeTestDb()}`, () => {
  const refusedWith = (res: TestResponse, field: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: validationMessages.passwordTooCommon,
      errors: { [field]: validationMessages.passwordTooCommon },
    });
  };

  it('refuses them at sign-up, whatever their case', async () => {
    for (const password of ['password', '12345678', 'password123', 'Password123']) {
      refusedWith(
        await from(OWNER).post('/api/create-account', { ...customer, password }),
        'password',
      );
    }
    expect(await server.db.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses them when an application creates the account', async () => {
    refusedWith(
      await from(OWNER).post('/api/applications', applicationBody({ password: 'qwerty123' })),
      'password',
    );
    expect(await server.db.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses them at reset, and the link still works for a better password', async () => {
    await createCustomer(from(OWNER));
    await from(OWNER).post('/api/forgot-password', { email: customer.email });
    const mail = await server.smtp.waitForMail(customer.email);
    const token = new URL(findResetLink(mail.raw)).searchParams.get('token') ?? '';
    refusedWith(
      await from(OWNER).post('/api/reset-password', { token, newPassword: 'iloveyou1' }),
      'newPassword',
    );
    const ok = await from(OWNER).post('/api/reset-password', {
      token,
      newPassword: 'a much better secret',
    });
    expect(ok.status).toBe(200);
  });
});

describe(`message-centre replies on ${describeTestDb()}`, () => {
  it('answers a reply flood with 429 and Retry-After past 30 a minute', async () => {
    await ensureSuperAdmin(server.runtime.deps);
    const root = from(OWNER);
    await signIn(root, superAdmin);
    // A broadcast reaches accounts that exist when it is sent.
    await createCustomer(from(OWNER));
    const sent = await root.post('/api/admin/messages/broadcast', {
      title: 'Holiday hours',
      content: 'Closed Monday.',
    });
    expect(sent.status, sent.text).toBe(201);
    const ada = from(OWNER);
    await signIn(ada, customer);
    const [message] = (await ada.get('/api/messages')).body as InboxMessage[];
    if (!message) throw new Error('the broadcast should be in the inbox');

    const results = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        ada.request('POST', `/api/messages/${message.id}/replies`, {
          json: { content: `Reply ${i}` },
        }),
      ),
    );
    expect(statusCounts(results.map((r) => r.status))).toEqual({ 201: 30, 429: 5 });
    const refused = results.find((r) => r.status === 429) as TestResponse;
    expect(refused.body).toEqual({ message: messageCenterMessages.replyTooFast });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe(`forgot-password timing on ${describeTestDb()}`, () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };

  const timed = async (ip: string, email: string) => {
    const started = performance.now();
    const res = await from(ip).post('/api/forgot-password', { email });
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: authMessages.forgotPasswordSent });
    return ms;
  };

  it('answers as fast for a known address as for an unknown one', async () => {
    // Issuing a link is made slow on purpose (as under a loaded database), so any of that
    // work left on the answer's path shows far above the noise of a busy machine.
    const { outbox } = server.runtime.deps;
    const enqueue = outbox.enqueue;
    const slowEnqueue = vi.spyOn(outbox, 'enqueue').mockImplementation(async (db, mail) => {
      await new Promise((resolve) => setTimeout(resolve, ISSUE_DELAY_MS));
      return enqueue(db, mail);
    });
    try {
      const rounds = 7;
      for (let i = 0; i < rounds; i++) {
        await insertUserIfEmailFree(server.db.db, {
          email: `known-${i}@example.com`,
          passwordHash: 'not-a-hash',
          firstName: 'Known',
          lastName: 'User',
          phone: null,
          role: 'user',
        });
      }
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < rounds; i++) {
        // Each pair from its own address, so the per-address reset limit stays out of the way.
        const ip = `198.51.100.${100 + i}`;
        known.push(await timed(ip, `known-${i}@example.com`));
        // The link for the known address is issued after the answer: let it land first.
        await server.smtp.waitForMail(`known-${i}@example.com`);
        unknown.push(await timed(ip, `unknown-${i}@example.com`));
      }
      expect(server.smtp.mails).toHaveLength(rounds);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(ISSUE_DELAY_MS / 2);
    } finally {
      slowEnqueue.mockRestore();
    }
  });
});

const ISSUE_DELAY_MS = 150;

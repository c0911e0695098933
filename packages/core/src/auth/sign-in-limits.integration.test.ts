import { hitRateCounter, readRateCounter } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../deps';
import { isDomainError } from '../errors';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { signInKeys, withinSignInLimits } from './sign-in-limits';

let db: TestDb;
let now: Date;
let deps: CoreDeps;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  now = new Date('2026-03-01T12:00:00Z');
  deps = { db: db.db, now: () => now } as unknown as CoreDeps;
});

const EMAIL = 'ada@example.com';
const meta = (ip: string) => ({ ip, userAgent: null });
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** One sign-in attempt whose password check succeeds or not; 'refused' when limited. */
async function attempt(ip: string, ok: boolean, checks: { count: number }) {
  try {
    const result = await withinSignInLimits(deps, EMAIL, meta(ip), async () => {
      checks.count += 1;
      await pause();
      return ok ? 'user-id' : null;
    });
    return result === null ? 'failed' : 'signed-in';
  } catch (error) {
    if (isDomainError(error) && error.code === 'TOO_MANY_REQUESTS') return 'refused';
    throw error;
  }
}

const rateLimitEntries = () =>
  db.db
    .selectFrom('activityLog')
    .select('targetId')
    .where('action', '=', 'security.rate_limit_exceeded')
    .execute();

describe(`sign-in limits on ${describeTestDb()}`, () => {
  it('counts each hit atomically: 50 at once get 50 distinct counts', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, () =>
        hitRateCounter(db.db, 'k', 60_000, now).then((c) => c.count),
      ),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('checks at most 10 passwords of 60 sent at once, and logs the limit once', async () => {
    const checks = { count: 0 };
    const results = await Promise.all(
      Array.from({ length: 60 }, () => attempt('203.0.113.1', false, checks)),
    );
    expect(checks.count).toBe(10);
    expect(results.filter((r) => r === 'failed')).toHaveLength(10);
    expect(results.filter((r) => r === 'refused')).toHaveLength(50);
    expect((await rateLimitEntries()).map((e) => e.targetId)).toEqual(['sign_in.ip']);
    // The right password waits too, until the window has passed.
    expect(await attempt('203.0.113.1', true, checks)).toBe('refused');
    now = new Date(now.getTime() + rateRules.signInPerIp.windowMs);
    expect(await attempt('203.0.113.1', true, checks)).toBe('signed-in');
  });

  it('gives a success its address hit back and clears the pair', async () => {
    const checks = { count: 0 };
    for (let i = 0; i < 9; i++) expect(await attempt('203.0.113.2', false, checks)).toBe('failed');
    expect(await attempt('203.0.113.2', true, checks)).toBe('signed-in');
    const keys = signInKeys(EMAIL, '203.0.113.2');
    const ipCount = await readRateCounter(db.db, keys.ip, rateRules.signInPerIp.windowMs, now);
    expect(ipCount?.count).toBe(9);
    expect(await readRateCounter(db.db, keys.pair, 900_000, now)).toBeUndefined();
  });

  it('backs off per account only for addresses that failed and are not the owner’s', async () => {
    const checks = { count: 0 };
    expect(await attempt('198.51.100.1', true, checks)).toBe('signed-in');
    const { account } = signInKeys(EMAIL, null);
    for (let i = 0; i < rateRules.failedSignInPerAccount.limit; i++) {
      await hitRateCounter(db.db, account, rateRules.failedSignInPerAccount.windowMs, now);
    }
    // A clean address gets its try; after one failure there it is held back.
    expect(await attempt('192.0.2.9', false, checks)).toBe('failed');
    expect(await attempt('192.0.2.9', true, checks)).toBe('refused');
    // The address the owner signed in from keeps its ten tries.
    expect(await attempt('198.51.100.1', false, checks)).toBe('failed');
    expect(await attempt('198.51.100.1', true, checks)).toBe('signed-in');
  });

  it('refuses past the limit with Retry-After until the window ends', async () => {
    const rule = { name: 'test.rule', limit: 2, windowMs: 60_000 };
    await consumeLimit(db.db, 'r', rule, now);
    await consumeLimit(db.db, 'r', rule, now);
    now = new Date(now.getTime() + 20_000);
    const refused = await consumeLimit(db.db, 'r', rule, now).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.details.retryAfterSeconds).toBe(40);
  });
});

import { hitRateCounter, insertUserIfEmailFree, replaceResetToken } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../auth/create-session';
import type { CoreDeps } from '../deps';
import { createInProcessEventBus } from '../events/event-bus';
import { pruneExpired } from './prune-expired';

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

describe(`pruning expired records on ${describeTestDb()}`, () => {
  it('removes ended sessions, dead reset links and old counters, and keeps live ones', async () => {
    let now = new Date('2026-03-01T00:00:00Z');
    const deps = {
      db: db.db,
      now: () => now,
      events: createInProcessEventBus(),
    } as unknown as CoreDeps;
    const user = await insertUserIfEmailFree(db.db, { email: 'a@x.test', passwordHash: null });
    if (!user) throw new Error('no user');
    await createSession(deps, user, { ip: null, userAgent: null });
    await replaceResetToken(db.db, {
      tokenHash: 'h',
      userId: user.id,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    await hitRateCounter(db.db, 'login:ip:1', 900_000, now);

    expect(await pruneExpired(deps)).toEqual({ sessions: 0 });
    expect(
      await db.db.selectFrom('passwordResetTokens').select('tokenHash').execute(),
    ).toHaveLength(1);

    now = new Date(now.getTime() + 11 * 24 * 3_600_000);
    expect(await pruneExpired(deps)).toEqual({ sessions: 1 });
    expect(await db.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
    expect(
      await db.db.selectFrom('passwordResetTokens').select('tokenHash').execute(),
    ).toHaveLength(0);
    expect(await db.db.selectFrom('rateLimits').select('key').execute()).toHaveLength(0);
  });
});

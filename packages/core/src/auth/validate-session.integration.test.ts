import { insertUserIfEmailFree } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../deps';
import { domainDeps } from '../testing/domain-deps';
import { createSession } from './create-session';
import { endUserSessions } from './end-user-sessions';
import { login } from './login';
import { hashPassword } from './password-hash';
import { checkSessionToken, validateSessionToken } from './validate-session';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let db: TestDb;
let now: Date;
let deps: CoreDeps;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  now = new Date('2026-01-01T00:00:00Z');
  deps = domainDeps(db, { name: 'sessions', now: () => now });
});

const meta = { ip: '127.0.0.1', userAgent: 'test' };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

async function userWith(role: 'user' | 'admin') {
  const user = await insertUserIfEmailFree(db.db, {
    email: `${role}@x.test`,
    role,
    passwordHash: null,
  });
  if (!user) throw new Error('no user');
  return user;
}

describe(`session lifetimes on ${describeTestDb()}`, () => {
  it('customer: slides while used, ends after 10 idle days', async () => {
    const user = await userWith('user');
    const { token, expiresAt } = await createSession(deps, user, meta);
    expect(expiresAt.getTime() - now.getTime()).toBe(10 * DAY);

    advance(6 * DAY); // past half the idle window: the expiry slides
    const slid = await validateSessionToken(deps, token);
    expect(slid?.renewed).toBe(true);
    expect(slid?.expiresAt.getTime()).toBe(now.getTime() + 10 * DAY);

    advance(1 * DAY); // not yet past half again: no write
    expect((await validateSessionToken(deps, token))?.renewed).toBe(false);

    advance(10 * DAY); // idle too long
    expect(await validateSessionToken(deps, token)).toBeNull();
  });

  it('customer: ends 30 days after sign-in however active', async () => {
    const user = await userWith('user');
    const { token } = await createSession(deps, user, meta);
    for (let day = 0; day < 29; day++) {
      advance(DAY);
      expect(await validateSessionToken(deps, token)).not.toBeNull();
    }
    advance(DAY);
    expect(await validateSessionToken(deps, token)).toBeNull();
  });

  it('staff: one idle hour, twelve hours at most', async () => {
    const admin = await userWith('admin');
    const idle = await createSession(deps, admin, meta);
    advance(HOUR + 1);
    expect(await validateSessionToken(deps, idle.token)).toBeNull();

    const active = await createSession(deps, admin, meta);
    for (let i = 0; i < 23; i++) {
      advance(30 * 60_000);
      expect(await validateSessionToken(deps, active.token)).not.toBeNull();
    }
    advance(30 * 60_000);
    expect(await validateSessionToken(deps, active.token)).toBeNull();
  });

  it('says why a token is refused: gone (ended or replaced) or invalid in itself', async () => {
    const user = await userWith('user');
    const { token } = await createSession(deps, user, meta);
    const [id, secret] = token.split('.') as [string, string];
    expect(await checkSessionToken(deps, 'not a token')).toBe('invalid');
    expect(await checkSessionToken(deps, `${id}.${'a'.repeat(secret.length)}`)).toBe('invalid');
    expect(typeof (await checkSessionToken(deps, token))).toBe('object');

    advance(11 * DAY); // expired: invalid, and deleted on the way
    expect(await checkSessionToken(deps, token)).toBe('invalid');
    // From then on the session is gone, like one ended or replaced by a newer sign-in.
    expect(await checkSessionToken(deps, token)).toBe('gone');

    const next = await createSession(deps, user, meta);
    await endUserSessions(deps, user.id);
    expect(await checkSessionToken(deps, next.token)).toBe('gone');
  });

  it('ending a user’s sessions revokes them all and tells listeners', async () => {
    const user = await userWith('user');
    const a = await createSession(deps, user, meta);
    const b = await createSession(deps, user, meta);
    const events: unknown[] = [];
    deps.events.subscribe((e) => events.push(e));
    await endUserSessions(deps, user.id);
    expect(await validateSessionToken(deps, a.token)).toBeNull();
    expect(await validateSessionToken(deps, b.token)).toBeNull();
    expect(events).toEqual([
      {
        type: 'sessions.revoked',
        userId: user.id,
        sessionIds: expect.arrayContaining([a.sessionId, b.sessionId]),
      },
    ]);
  });
});

describe(`signing in again on ${describeTestDb()}`, () => {
  const credentials = { email: 'ada@x.test', password: 'correct horse battery' };
  const account = async () => {
    const user = await insertUserIfEmailFree(db.db, {
      email: credentials.email,
      role: 'user',
      passwordHash: await hashPassword(credentials.password),
    });
    if (!user) throw new Error('no user');
    return user;
  };

  it("replaces the browser's old session with the new one", async () => {
    const user = await account();
    const old = await createSession(deps, user, meta);
    const current = await validateSessionToken(deps, old.token);
    if (!current) throw new Error('old session not valid');
    const { session } = await login(deps, credentials, meta, {
      sessionId: current.sessionId,
      userId: user.id,
    });
    expect(await validateSessionToken(deps, old.token)).toBeNull();
    expect(await validateSessionToken(deps, session.token)).not.toBeNull();
  });

  it('leaves the old session alone when the sign-in fails', async () => {
    const user = await account();
    const old = await createSession(deps, user, meta);
    const current = await validateSessionToken(deps, old.token);
    if (!current) throw new Error('old session not valid');
    await expect(
      login(deps, { ...credentials, password: 'wrong password!' }, meta, {
        sessionId: current.sessionId,
        userId: user.id,
      }),
    ).rejects.toThrow();
    expect(await validateSessionToken(deps, old.token)).not.toBeNull();
  });
});

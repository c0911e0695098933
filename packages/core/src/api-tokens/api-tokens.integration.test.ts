import {
  API_TOKEN_CALLS_PER_MINUTE,
  API_TOKENS_PER_USER_MAX,
  apiTokenMessages,
  mfaMessages,
} from '@advance/contracts';
import { insertUserIfEmailFree } from '@advance/db';
import { describeTestDb, getTestDb, type TestDb } from '@advance/db/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { domainDeps } from '../testing/domain-deps';
import { toPublicUser } from '../users/to-public-user';
import { generateApiToken } from './api-token-format';
import { authorizeTokenCall } from './authorize-token-call';
import { createApiToken } from './create-api-token';
import { listAllApiTokens, listMyApiTokens } from './list-api-tokens';
import { validateApiToken } from './validate-api-token';

// Issue 21's rules where time matters, on a clock the test moves (deps.now): expiry to the
// millisecond, the per-token rate window, the ceiling of live tokens, the last-used stamp,
// and a token row that must not survive its owner's role.
const MINUTE = 60_000;
const DAY = 86_400_000;

let db: TestDb;
let now: Date;
let deps: CoreDeps;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await db.reset();
  now = new Date('2026-03-01T12:00:00.000Z');
  deps = domainDeps(db, { name: 'api-tokens', now: () => now });
});

const meta = { ip: '203.0.113.7', userAgent: 'script' };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

async function userWith(role: 'user' | 'admin', email = `${role}@x.test`) {
  const user = await insertUserIfEmailFree(db.db, { email, role, passwordHash: null });
  if (!user) throw new Error('no user');
  // Staff hold a confirmed authenticator: creating a token asks for one (decision 029).
  if (role !== 'user') {
    await db.db
      .insertInto('totpCredentials')
      .values({ userId: user.id, secret: new Uint8Array(20), confirmedAt: now })
      .execute();
  }
  return toPublicUser(user);
}

/** The DomainError a call was refused with, flattened for comparison. */
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, message: error.message, ...error.details };
  }
  throw new Error('expected a refusal');
};

const activity = (action: string) =>
  db.db.selectFrom('activityLog').selectAll().where('action', '=', action).execute();

describe(`API token rules on a moving clock on ${describeTestDb()}`, () => {
  it('ends a token at its expiry to the millisecond; the owner still sees it, the admin list not', async () => {
    const admin = await userWith('admin');
    const created = await createApiToken(
      deps,
      admin,
      { name: 'Week', scopes: ['users:read'], expiresInDays: 7 },
      meta,
    );
    expect(created.expiresAt).toBe(new Date(now.getTime() + 7 * DAY).toISOString());
    advance(7 * DAY - 1);
    expect(await validateApiToken(deps, created.token, meta)).not.toBeNull();
    advance(1);
    expect(await validateApiToken(deps, created.token, meta)).toBeNull();
    expect((await listMyApiTokens(deps, admin)).map((t) => t.id)).toEqual([created.id]);
    expect(await listAllApiTokens(deps)).toEqual([]);
  });

  it(`counts ${API_TOKEN_CALLS_PER_MINUTE} calls a minute per token, tells when to retry, logs the crossing once`, async () => {
    const admin = await userWith('admin');
    const { token } = await createApiToken(
      deps,
      admin,
      { name: 'Busy', scopes: ['users:read'], expiresInDays: 1 },
      meta,
    );
    const credential = await validateApiToken(deps, token, meta);
    if (!credential) throw new Error('token not valid');
    const call = { path: 'admin.users.list', scope: 'users:read' as const };
    for (let i = 0; i < API_TOKEN_CALLS_PER_MINUTE; i++) {
      await authorizeTokenCall(deps, credential, call, meta);
    }
    for (const [wait, retryAfter] of [
      [0, 60],
      [20_000, 40],
      [39_000, 1],
    ] as const) {
      advance(wait);
      const refused = await rejection(authorizeTokenCall(deps, credential, call, meta));
      expect(refused).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: apiTokenMessages.tooManyCalls,
        retryAfterSeconds: retryAfter,
      });
    }
    expect(await activity('security.rate_limit_exceeded')).toHaveLength(1);
    // A refused call made while over the limit is not a call: nothing ran, nothing logged.
    expect(await activity('api_token.call')).toHaveLength(API_TOKEN_CALLS_PER_MINUTE);
    advance(1000);
    await authorizeTokenCall(deps, credential, call, meta);

    // Another token of the same owner has its own count.
    const other = await createApiToken(
      deps,
      admin,
      { name: 'Quiet', scopes: ['users:read'], expiresInDays: 1 },
      meta,
    );
    const quiet = await validateApiToken(deps, other.token, meta);
    if (!quiet) throw new Error('token not valid');
    await authorizeTokenCall(deps, quiet, call, meta);
  });

  it('frees a place under the ceiling when a token expires, not before', async () => {
    const admin = await userWith('admin');
    for (let i = 0; i < API_TOKENS_PER_USER_MAX; i++) {
      await createApiToken(
        deps,
        admin,
        { name: `T${i}`, scopes: ['users:read'], expiresInDays: i === 0 ? 1 : 90 },
        meta,
      );
    }
    const input = { name: 'One more', scopes: ['users:read' as const], expiresInDays: 1 };
    expect(await rejection(createApiToken(deps, admin, input, meta))).toMatchObject({
      code: 'CONFLICT',
      message: apiTokenMessages.tooManyTokens,
    });
    advance(DAY - 1);
    expect(await rejection(createApiToken(deps, admin, input, meta))).toMatchObject({
      code: 'CONFLICT',
    });
    advance(1);
    await createApiToken(deps, admin, input, meta);
  });

  it('writes "last used" at most once a minute, or when the address changes', async () => {
    const admin = await userWith('admin');
    const { token, id } = await createApiToken(
      deps,
      admin,
      { name: 'Stamp', scopes: ['users:read'], expiresInDays: 1 },
      meta,
    );
    const stamp = async () =>
      db.db
        .selectFrom('apiTokens')
        .select(['lastUsedAt', 'lastUsedIp'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await stamp()).toEqual({ lastUsedAt: null, lastUsedIp: null });
    await validateApiToken(deps, token, meta);
    const first = now;
    advance(MINUTE - 1);
    await validateApiToken(deps, token, meta);
    expect(await stamp()).toEqual({ lastUsedAt: first, lastUsedIp: meta.ip });
    await validateApiToken(deps, token, { ...meta, ip: '198.51.100.9' });
    expect(await stamp()).toEqual({ lastUsedAt: now, lastUsedIp: '198.51.100.9' });
  });

  it('never takes a token whose owner is not staff, even a row forged with a known secret', async () => {
    const ada = await userWith('user', 'ada@x.test');
    const forged = generateApiToken();
    await db.db
      .insertInto('apiTokens')
      .values({
        id: forged.id,
        userId: ada.id,
        name: 'Forged',
        scopes: JSON.stringify(['applications:read', 'users:read']),
        secretHash: forged.secretHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + DAY),
      })
      .execute();
    expect(await validateApiToken(deps, forged.token, meta)).toBeNull();
    // The same row owned by staff is taken: the refusal was the owner's role.
    const admin = await userWith('admin');
    await db.db
      .updateTable('apiTokens')
      .set({ userId: admin.id })
      .where('id', '=', forged.id)
      .execute();
    const taken = await validateApiToken(deps, forged.token, meta);
    expect(taken?.session.user.id).toBe(admin.id);
    // Scopes stored that no longer exist grant nothing.
    await db.db
      .updateTable('apiTokens')
      .set({ scopes: JSON.stringify(['users:read', 'users:write', 'admin']) })
      .where('id', '=', forged.id)
      .execute();
    expect((await validateApiToken(deps, forged.token, meta))?.scopes).toEqual(['users:read']);
    // A customer cannot create one through the domain either.
    expect(
      await rejection(
        createApiToken(deps, ada, { name: 'Mine', scopes: ['users:read'], expiresInDays: 1 }, meta),
      ),
    ).toMatchObject({ code: 'FORBIDDEN', message: apiTokenMessages.staffOnly });
  });

  it("checks the owner's role and account under the owner's lock, not the caller's copy", async () => {
    // A creation that started while its owner was staff and lands after a demotion (or a
    // disabling) finished revoking their tokens: the copy of the owner the request holds is
    // stale. Were the token made, it would wake up the day the account is staff again.
    const admin = await userWith('admin');
    const input = { name: 'Late', scopes: ['users:read' as const], expiresInDays: 30 };
    await db.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    expect(await rejection(createApiToken(deps, admin, input, meta))).toMatchObject({
      code: 'FORBIDDEN',
      message: apiTokenMessages.staffOnly,
    });
    await db.db
      .updateTable('users')
      .set({ role: 'admin', disabledAt: now })
      .where('id', '=', admin.id)
      .execute();
    expect(await rejection(createApiToken(deps, admin, input, meta))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await db.db.selectFrom('apiTokens').select('id').execute()).toEqual([]);
  });

  it('refuses a creation that lands after a reset of the second factor', async () => {
    // reset-user-mfa takes the same row lock: a creation after it finds no second factor
    // (the step-up it passed no longer stands) and makes nothing.
    const admin = await userWith('admin');
    await db.db.deleteFrom('totpCredentials').where('userId', '=', admin.id).execute();
    const input = { name: 'Late', scopes: ['users:read' as const], expiresInDays: 30 };
    expect(await rejection(createApiToken(deps, admin, input, meta))).toMatchObject({
      code: 'FORBIDDEN',
      message: mfaMessages.stepUpRequired,
    });
    expect(await db.db.selectFrom('apiTokens').select('id').execute()).toEqual([]);
  });
});

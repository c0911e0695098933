import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../handle';
import { applicationRow, describeTestDb, getTestDb, type TestDb } from '../testing';
import { insertApplication, listApplicationsOfUser } from './applications';
import { preparedStatementName } from './fixed-query';
import { findSessionWithUser, insertSession } from './sessions';
import { insertUserIfEmailFree } from './users';

// The fixed queries of the hot paths (fixed-query.ts) against the query-builder versions
// they replaced, on the same rows: same values, same types, same order.

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

/** The session lookup as the builder wrote it before (all columns, CamelCasePlugin). */
const builderSessionLookup = (d: Db, id: string) =>
  d
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.secretHash',
      'sessions.userId',
      'sessions.expiresAt',
      'sessions.absoluteExpiresAt',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.phone',
      'users.role',
      'users.locale',
      'users.passwordHash',
      'sessions.lastActiveAt',
      'sessions.stage',
      'sessions.secondFactorAt',
      (eb) =>
        eb
          .or([
            eb.exists(
              eb
                .selectFrom('totpCredentials')
                .select('userId')
                .whereRef('totpCredentials.userId', '=', 'sessions.userId')
                .where('totpCredentials.confirmedAt', 'is not', null),
            ),
            eb.exists(
              eb
                .selectFrom('passkeys')
                .select('userId')
                .whereRef('passkeys.userId', '=', 'sessions.userId'),
            ),
          ])
          .as('hasSecondFactor'),
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();

/** "My applications" as the builder read it before (every column but the search index's). */
const builderApplicationsOfUser = (d: Db, userId: string, limit: number) =>
  d
    .selectFrom('applications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();

async function seedUser(email: string) {
  const user = await insertUserIfEmailFree(db.db, {
    email,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    firstName: "O'Brien",
    lastName: null,
    phone: '5551234567',
  });
  if (!user) throw new Error(`${email} exists`);
  return user;
}

async function seedApplication(userId: string | null, i: number, quoted: boolean) {
  return insertApplication(
    db.db,
    applicationRow(i, {
      userId,
      firstName: `First${i}`,
      lastName: 'Applicant',
      requestedAmountCents: 50_000 + i,
      ...(quoted && {
        aprBasisPoints: 3763,
        financeChargeCents: 1500,
        amountFinancedCents: 48_500,
        totalOfPaymentsCents: 50_000,
        disbursementDate: '2026-01-02',
        dueDate: '2026-02-03',
        days: 32,
        quotedAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)),
      }),
      idempotencyKey: i % 2 === 0 ? `key-${i}` : null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i, 0, 123)),
    }),
  );
}

describe(`the session lookup on ${describeTestDb()}`, () => {
  it('reads what the builder read, without the password hash', async () => {
    const user = await seedUser('ann@example.com');
    const expiresAt = new Date(Date.UTC(2026, 5, 1, 12, 0, 0, 250));
    await insertSession(db.db, {
      id: 'session-one',
      secretHash: new Uint8Array([0, 1, 254, 255]),
      userId: user.id,
      expiresAt,
      absoluteExpiresAt: new Date(expiresAt.getTime() + 86_400_000),
      ipAddress: '203.0.113.9',
      userAgent: 'Test',
    });
    const fixed = await findSessionWithUser(db.db, 'session-one');
    const built = await builderSessionLookup(db.db, 'session-one');
    if (!fixed || !built) throw new Error('session not found');
    const { passwordHash, ...builtWithoutHash } = built;
    expect(passwordHash).toMatch(/^\$argon2id/);
    expect({ ...fixed.session, ...fixed.user, id: fixed.session.id }).toEqual(builtWithoutHash);
    expect(fixed.user).toEqual({
      id: user.id,
      email: 'ann@example.com',
      firstName: "O'Brien",
      lastName: null,
      phone: '5551234567',
      role: 'user',
      locale: 'en',
    });
    expect(fixed.user).not.toHaveProperty('passwordHash');
    expect(fixed.session.expiresAt).toBeInstanceOf(Date);
    expect(Array.from(fixed.session.secretHash)).toEqual([0, 1, 254, 255]);
    expect(fixed.session).toMatchObject({
      stage: 'full',
      secondFactorAt: null,
      hasSecondFactor: false,
    });
  });

  it('reads the stage and whether the user has a second factor (decision 021)', async () => {
    const user = await seedUser('sam@example.com');
    const at = new Date(Date.UTC(2026, 5, 1, 12, 0, 0, 250));
    await insertSession(db.db, {
      id: 'session-two',
      secretHash: new Uint8Array([1]),
      userId: user.id,
      expiresAt: at,
      absoluteExpiresAt: at,
      ipAddress: null,
      userAgent: null,
      stage: 'second_factor',
      secondFactorAt: at,
    });
    const pending = await findSessionWithUser(db.db, 'session-two');
    expect(pending?.session).toMatchObject({ stage: 'second_factor', hasSecondFactor: false });
    expect(pending?.session.secondFactorAt).toEqual(at);
    await db.db
      .insertInto('totpCredentials')
      .values({ userId: user.id, secret: new Uint8Array(20) })
      .execute();
    expect((await findSessionWithUser(db.db, 'session-two'))?.session.hasSecondFactor).toBe(false);
    await db.db.updateTable('totpCredentials').set({ confirmedAt: at }).execute();
    const fixed = await findSessionWithUser(db.db, 'session-two');
    const built = await builderSessionLookup(db.db, 'session-two');
    expect(fixed?.session.hasSecondFactor).toBe(true);
    expect(built?.hasSecondFactor).toBe(true);
  });

  it('finds nothing for an unknown or hostile id, and answers many lookups at once', async () => {
    const user = await seedUser('bob@example.com');
    const ids = Array.from({ length: 40 }, (_, i) => `s${i}`);
    for (const id of ids) {
      await insertSession(db.db, {
        id,
        secretHash: new Uint8Array([1]),
        userId: user.id,
        expiresAt: new Date(Date.UTC(2030, 0, 1)),
        absoluteExpiresAt: new Date(Date.UTC(2030, 0, 2)),
      });
    }
    for (const hostile of ["' or '1'='1", 's1; delete from sessions', '', 'S1', ' s1']) {
      expect(await findSessionWithUser(db.db, hostile)).toBeUndefined();
    }
    const found = await Promise.all(
      [...ids, 'missing'].map((id) => findSessionWithUser(db.db, id)),
    );
    expect(found.map((f) => f?.session.id)).toEqual([...ids, undefined]);
  });
});

describe(`"my applications" on ${describeTestDb()}`, () => {
  it('lists what the builder listed: every column, newest first, up to the limit', async () => {
    const user = await seedUser('cy@example.com');
    const other = await seedUser('dee@example.com');
    for (let i = 0; i < 6; i++) await seedApplication(user.id, i, i % 3 !== 0);
    await seedApplication(other.id, 9, true);
    await seedApplication(null, 10, true);

    for (const limit of [200, 3]) {
      const fixed = await listApplicationsOfUser(db.db, user.id, limit);
      const built = (await builderApplicationsOfUser(db.db, user.id, limit)).map(
        // The consent's full text is read only where it is shown (issue 20).
        ({ searchText: _indexOnly, consentText: _shownAlone, ...row }) => row,
      );
      expect(fixed).toEqual(built);
      // The same keys, none missing and none added.
      const keys = (rows: object[]) => rows.map((row) => Object.keys(row).sort());
      expect(keys(fixed)).toEqual(keys(built));
    }
    const listed = await listApplicationsOfUser(db.db, user.id, 200);
    expect(listed.map((a) => a.firstName)).toEqual([5, 4, 3, 2, 1, 0].map((i) => `First${i}`));
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
    expect(listed[0]?.dueDate).toBe('2026-02-03');
    expect(await listApplicationsOfUser(db.db, other.id, 200)).toHaveLength(1);
  });

  it('runs inside a transaction on the transaction', async () => {
    const user = await seedUser('eve@example.com');
    const seen = await db.db.transaction().execute(async (trx) => {
      await insertApplication(
        trx,
        applicationRow('-trx', {
          userId: user.id,
          firstName: 'Uncommitted',
          lastName: 'Applicant',
          email: 'eve@example.com',
        }),
      );
      return listApplicationsOfUser(trx, user.id, 200);
    });
    expect(seen.map((a) => a.firstName)).toEqual(['Uncommitted']);
  });
});

describe(`fixed queries as prepared statements on ${describeTestDb()}`, () => {
  // Issue 16: on PostgreSQL a fixed query is prepared by name once per connection and then
  // only bound and executed; PGlite runs the same text unnamed.
  it('prepares each fixed query once per connection, by its name, on PostgreSQL only', async () => {
    const user = await seedUser('pat@example.com');
    await seedApplication(user.id, 1, true);
    const prepared = await db.db.transaction().execute(async (trx) => {
      // One connection for the whole transaction: the statement is prepared on it once.
      for (let i = 0; i < 3; i++)
        expect(await listApplicationsOfUser(trx, user.id, 10)).toHaveLength(1);
      expect(await findSessionWithUser(trx, 'no-such-session')).toBeUndefined();
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements
        where name like 'advance_fixed_%' order by name`.execute(trx);
      return rows;
    });
    if (db.kind === 'pglite') {
      expect(prepared).toEqual([]);
      return;
    }
    expect(prepared.map((row) => row.name).sort()).toEqual(
      prepared.map((row) => preparedStatementName(row.statement)).sort(),
    );
    expect(prepared).toHaveLength(2);
    expect(new Set(prepared.map((row) => row.name)).size).toBe(2);
  });
});

describe(`fixed queries and the query observers on ${describeTestDb()}`, () => {
  // On PostgreSQL the handle runs fixed queries past Kysely (client.ts); the app's metrics
  // must still see every one of them, failures included.
  it('reports each fixed query, outside and inside a transaction', async () => {
    const user = await seedUser('kim@example.com');
    const seen: boolean[] = [];
    const stop = db.observeQueries((_ms, ok) => seen.push(ok));
    try {
      await listApplicationsOfUser(db.db, user.id, 5);
      await findSessionWithUser(db.db, 'missing');
      await expect(listApplicationsOfUser(db.db, 'not-a-uuid', 5)).rejects.toThrow();
      await db.db.transaction().execute((trx) => listApplicationsOfUser(trx, user.id, 5));
    } finally {
      stop();
    }
    expect(seen.slice(0, 3)).toEqual([true, true, false]);
    expect(seen.filter((ok) => ok).length).toBeGreaterThanOrEqual(3);
  });
});

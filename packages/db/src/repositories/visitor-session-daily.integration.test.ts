import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../handle';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from '../migrations/index';
import { describeTestDb, getTestDb, type TestDb } from '../testing';
import { seedVisitorSession } from '../testing/visitor-analytics';
import { insertUserIfEmailFree } from './users';
import { sessionsPerDay, sessionTotals } from './visitor-reports';
import { deleteAnalyticsBefore } from './visitor-retention';
import { visitorsSince } from './visitor-scope';
import {
  endVisitorSession,
  linkVisitorSessionUser,
  touchVisitorSessions,
  updateVisitorSession,
} from './visitor-sessions';

// The Sessions tab's cards and chart read the per-day rollups (migration
// 2026_11_24_100000_visitor_session_daily). Whatever happens to the sessions, the figures
// must be exactly what counting the sessions themselves gives: the queries below are the
// ones the tab ran before the rollups, kept here as the reference.

let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(() => db.reset());

const rawTotals = (d: Db, from: Date | null) =>
  d
    .selectFrom('visitorSessions')
    .where((eb) => visitorsSince(eb, from))
    .select([
      sql<number>`count(*)::int`.as('totalSessions'),
      sql<number>`count(distinct ${sql.ref('userId')})::int`.as('uniqueUsers'),
      sql<number | null>`avg(coalesce(${sql.ref('totalDuration')},
        date_part('epoch', ${sql.ref('lastActiveAt')} - ${sql.ref('startedAt')})))`.as(
        'avgDuration',
      ),
      sql<number>`count(*) filter (where ${sql.ref('converted')})::int`.as('converted'),
    ])
    .executeTakeFirstOrThrow();

const rawPerDay = (d: Db, from: Date | null) =>
  d
    .selectFrom('visitorSessions')
    .where((eb) => visitorsSince(eb, from))
    .select([
      sql<string>`(${sql.ref('startedAt')} at time zone 'UTC')::date`.as('day'),
      sql<number>`count(*)::int`.as('sessions'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();

/** The rollup tables themselves against a recount from the sessions. */
async function expectRollupsMatchSessions(d: Db) {
  const days = await sql<{ day: string; sessions: number; converted: number; duration: string }>`
    select day, sessions, converted, duration_total::text as duration from visitor_session_daily
    where sessions <> 0 or converted <> 0 or duration_total <> 0 order by day`.execute(d);
  const recount = await sql<{ day: string; sessions: number; converted: number; duration: string }>`
    select (started_at at time zone 'UTC')::date as day, count(*)::int as sessions,
           (count(*) filter (where converted))::int as converted,
           sum(coalesce(total_duration,
             date_part('epoch', last_active_at - started_at))::numeric)::text as duration
    from visitor_sessions where not is_staff group by 1 order by 1`.execute(d);
  const numeric = (rows: { duration: string }[]) =>
    rows.map((r) => ({ ...r, duration: Number(r.duration) }));
  expect(numeric(days.rows)).toEqual(numeric(recount.rows));
  const users = await sql`
    select day, user_id, sessions from visitor_user_daily order by day, user_id`.execute(d);
  const userRecount = await sql`
    select (started_at at time zone 'UTC')::date as day, user_id, count(*)::int as sessions
    from visitor_sessions where not is_staff and user_id is not null
    group by 1, 2 order by 1, 2`.execute(d);
  expect(users.rows).toEqual(userRecount.rows);
}

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 20, 15, 30, 0));
const fromValues = (): (Date | null)[] => [
  null,
  new Date(NOW.getTime() - DAY),
  new Date(NOW.getTime() - 7 * DAY),
  new Date(Date.UTC(2026, 10, 15)), // exactly a UTC midnight
  new Date(Date.UTC(2026, 10, 12, 23, 59, 59, 999)),
  new Date(NOW.getTime() - 400 * DAY), // before every session
  new Date(NOW.getTime() + DAY), // after every session
];

/** The rollup-backed figures against the reference, for every range start. */
async function expectFiguresMatchSessions(d: Db) {
  await expectRollupsMatchSessions(d);
  for (const from of fromValues()) {
    const [totals, reference] = await Promise.all([sessionTotals(d, from), rawTotals(d, from)]);
    expect({ ...totals, avgDuration: 0 }).toEqual({ ...reference, avgDuration: 0 });
    if (reference.avgDuration === null) expect(totals.avgDuration).toBeNull();
    else {
      expect(totals.avgDuration).toBeCloseTo(reference.avgDuration, 9);
      expect(Math.round(totals.avgDuration ?? Number.NaN)).toBe(Math.round(reference.avgDuration));
    }
    expect(await sessionsPerDay(d, from)).toEqual(await rawPerDay(d, from));
  }
}

/** A deterministic mix: staff and visitors, signed in or not, ended or not, over 40 days. */
async function seedMix(d: Db, count: number) {
  const users: string[] = [];
  for (let u = 0; u < 4; u++) {
    const user = await insertUserIfEmailFree(d, { email: `u${u}@example.com` });
    if (user) users.push(user.id);
  }
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    // Spread over days and hours, some right at midnight UTC.
    const startedAt = new Date(NOW.getTime() - ((i * 7919) % (40 * 24)) * 3_600_000 - (i % 3) * 1);
    const span = ((i * 37) % 1800) + (i % 4) * 0.123456;
    ids.push(
      await seedVisitorSession(d, {
        userId: i % 3 === 0 ? (users[i % users.length] ?? null) : null,
        isStaff: i % 11 === 0,
        startedAt,
        lastActiveAt: new Date(startedAt.getTime() + span * 1000),
        totalDuration: i % 4 === 0 ? (i * 13) % 900 : null,
        converted: i % 5 === 0,
      }),
    );
  }
  return { ids, users };
}

describe(`the per-day session rollups on ${describeTestDb()}`, () => {
  it('give the figures a recount gives, through everything that changes a session', async () => {
    const { ids, users } = await seedMix(db.db, 120);
    await expectFiguresMatchSessions(db.db);

    // Heartbeats of one flush (one statement over many visits, ended ones included).
    await touchVisitorSessions(
      db.db,
      ids.slice(0, 60).map((id, i) => ({
        id,
        lastActiveAt: new Date(NOW.getTime() + i * 1000 + 0.5),
        userId: i % 7 === 0 ? (users[1] ?? null) : null,
        converted: i % 9 === 0,
      })),
    );
    await expectFiguresMatchSessions(db.db);

    // Ends, a user named later, a visit that turns out to be staff, a conversion.
    for (const id of ids.slice(60, 70)) {
      await endVisitorSession(db.db, id, {
        endedAt: new Date(NOW.getTime() + 5000),
        totalDuration: 321,
        bounced: false,
      });
    }
    await linkVisitorSessionUser(db.db, { id: ids[71] ?? '' }, users[2] ?? '');
    await updateVisitorSession(db.db, ids[72] ?? '', { isStaff: true });
    await updateVisitorSession(db.db, ids[73] ?? '', { converted: true });
    await expectFiguresMatchSessions(db.db);

    // A deleted user leaves their visits anonymous (the foreign key sets null).
    await sql`delete from users where id = ${users[0] ?? ''}`.execute(db.db);
    await expectFiguresMatchSessions(db.db);

    // Retention deletes old visits in batches; their days empty and go.
    await deleteAnalyticsBefore(db.db, new Date(NOW.getTime() - 20 * DAY));
    await expectFiguresMatchSessions(db.db);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from visitor_session_daily
      where day < ${new Date(NOW.getTime() - 20 * DAY).toISOString().slice(0, 10)}::date`.execute(
      db.db,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('count several sessions inserted by one statement, and nothing for staff', async () => {
    await sql`
      insert into visitor_sessions (client_id, is_staff, started_at, last_active_at, converted)
      select 'sess_multi_' || g, g % 4 = 0, ${NOW}::timestamptz - make_interval(hours => g),
             ${NOW}::timestamptz - make_interval(hours => g) + make_interval(secs => g * 1.5),
             g % 2 = 0
      from generate_series(1, 60) g`.execute(db.db);
    await expectFiguresMatchSessions(db.db);
    const totals = await sessionTotals(db.db, null);
    expect(totals.totalSessions).toBe(45);
  });

  it('stay exact under concurrent heartbeats on the same days', async () => {
    const { ids } = await seedMix(db.db, 200);
    const visitors = ids.filter((_, i) => i % 11 !== 0);
    // Disjoint visits per statement (as separate flushes touch), the same days for all.
    await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        touchVisitorSessions(
          db.db,
          visitors
            .filter((_, i) => i % 10 === k)
            .map((id, i) => ({
              id,
              lastActiveAt: new Date(NOW.getTime() + (k * 100 + i) * 1000),
              userId: null,
              converted: i % 3 === 0,
            })),
        ),
      ),
    );
    await expectFiguresMatchSessions(db.db);
  });

  it('are filled from the sessions already recorded when the migration runs', async () => {
    const migrator = new Migrator({ db: db.db, provider: migrationProvider });
    const before = await migrator.migrateTo('2026_11_23_150000_application_key_per_user');
    expect(before.error).toBeUndefined();
    try {
      await seedMix(db.db, 80);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_tables where tablename = 'visitor_session_daily'`.execute(
        db.db,
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await migrateToLatest(db.db);
    }
    await expectFiguresMatchSessions(db.db);
  });
});

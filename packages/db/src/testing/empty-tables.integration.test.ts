import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAdvance } from '../repositories/advances';
import { insertApplication } from '../repositories/applications';
import { insertLedgerEntry } from '../repositories/ledger-entries';
import { insertUserIfEmailFree } from '../repositories/users';
import {
  advanceRow,
  applicationRow,
  describeTestDb,
  disbursementRow,
  getTestDb,
  type TestDb,
} from './index';
import { seedPageViews, seedVisitorSession } from './visitor-analytics';

// The suites' reset between tests: every table empty, the tables' triggers back as they
// were (the ledger's append-only guards included), identities still counting.
let db: TestDb;
beforeAll(async () => {
  db = await getTestDb();
});

const triggerModes = async () =>
  (
    await sql<{ table: string; name: string; mode: string }>`
      select c.relname as table, t.tgname as name, t.tgenabled as mode
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
      order by 1, 2`.execute(db.db)
  ).rows;

async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_%'`.execute(db.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(name)}`.execute(db.db);
    counts[name] = rows[0]?.n ?? -1;
  }
  return counts;
}

async function seedEverywhere(n: number) {
  const user = await insertUserIfEmailFree(db.db, {
    email: `reset${n}@example.com`,
    passwordHash: 'x',
  });
  if (!user) throw new Error('no user');
  const application = await insertApplication(
    db.db,
    applicationRow(`reset${n}`, { userId: user.id }),
  );
  if (!application) throw new Error('no application');
  const advance = await insertAdvance(db.db, advanceRow(application.id, { userId: user.id }));
  if (!advance) throw new Error('no advance');
  await insertLedgerEntry(db.db, disbursementRow(advance.id));
  await sql`insert into live_events (user_id, type, payload)
    values (${user.id}, 'test', '{}'::jsonb)`.execute(db.db);
  const session = await seedVisitorSession(db.db, {
    userId: user.id,
    startedAt: new Date('2026-11-20T10:00:00Z'),
    lastActiveAt: new Date('2026-11-20T10:05:00Z'),
  });
  await seedPageViews(db.db, [
    { sessionId: session, path: '/', viewedAt: new Date('2026-11-20T10:00Z') },
  ]);
}

const lastLiveEventId = async () =>
  Number(
    (await sql<{ id: string }>`select max(id) as id from live_events`.execute(db.db)).rows[0]?.id,
  );

describe(`emptying the tables between tests (${describeTestDb()})`, () => {
  it('leaves every table empty and every trigger as it was, and ids keep counting', async () => {
    await db.reset();
    const modes = await triggerModes();
    expect(modes.some((trigger) => trigger.mode === 'A')).toBe(true);
    await seedEverywhere(1);
    const firstId = await lastLiveEventId();
    const seeded = await rowCounts();
    for (const table of ['users', 'applications', 'advances', 'ledger_entries', 'live_events'])
      expect(seeded[table], table).toBeGreaterThan(0);

    await db.reset();
    expect(Object.entries(await rowCounts()).filter(([, n]) => n !== 0)).toEqual([]);
    expect(await triggerModes()).toEqual(modes);

    // The ledger's guard works again after the reset, and a new journal id is higher.
    await seedEverywhere(2);
    await expect(sql`delete from ledger_entries`.execute(db.db)).rejects.toThrow(/append-only/);
    expect(await lastLiveEventId()).toBeGreaterThan(firstId);
    await db.reset();
    expect(Object.entries(await rowCounts()).filter(([, n]) => n !== 0)).toEqual([]);
  });

  it('does nothing, quickly, when the tables are already empty', async () => {
    await db.reset();
    await db.reset();
    expect(Object.entries(await rowCounts()).filter(([, n]) => n !== 0)).toEqual([]);
  });

  it('truncates everything when a delete meets a row it did not plan for', async () => {
    await db.reset();
    // A table made after the reset was planned, holding a row that keeps a user: deleting
    // users fails on its foreign key, as a late write by a server under test would.
    const table = `reset_late_${process.pid}`;
    await seedEverywhere(3);
    await sql`create table ${sql.table(table)} (user_id uuid references users (id))`.execute(db.db);
    try {
      await sql`insert into ${sql.table(table)} select id from users`.execute(db.db);
      await db.reset();
      expect(Object.entries(await rowCounts()).filter(([, n]) => n !== 0)).toEqual([]);
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(db.db);
    }
    // And the reset after it plans again without the dropped table.
    await seedEverywhere(4);
    await db.reset();
    expect(Object.entries(await rowCounts()).filter(([, n]) => n !== 0)).toEqual([]);
  });

  it('empties a table made after the plan, even one no delete would fail on', async () => {
    await db.reset();
    const table = `reset_new_${process.pid}`;
    await sql`create table ${sql.table(table)} (v int)`.execute(db.db);
    try {
      await sql`insert into ${sql.table(table)} values (1)`.execute(db.db);
      await db.reset();
      expect(Object.entries(await rowCounts()).filter(([, n]) => n !== 0)).toEqual([]);
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(db.db);
    }
  });

  it('truncates tables whose foreign keys form a circle', async () => {
    await db.reset();
    const [a, b] = [`reset_ring_a_${process.pid}`, `reset_ring_b_${process.pid}`];
    await sql`create table ${sql.table(a)} (id int primary key, b int)`.execute(db.db);
    await sql`create table ${sql.table(b)} (id int primary key, a int references ${sql.table(a)})`.execute(
      db.db,
    );
    await sql`alter table ${sql.table(a)} add foreign key (b) references ${sql.table(b)}`.execute(
      db.db,
    );
    try {
      await sql`insert into ${sql.table(a)} values (1, null)`.execute(db.db);
      await sql`insert into ${sql.table(b)} values (1, 1)`.execute(db.db);
      await seedEverywhere(5);
      await db.reset();
      expect(Object.entries(await rowCounts()).filter(([, n]) => n !== 0)).toEqual([]);
    } finally {
      await sql`drop table ${sql.table(a)}, ${sql.table(b)} cascade`.execute(db.db);
    }
  });
});

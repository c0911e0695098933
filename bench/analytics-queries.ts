/**
 * Issue 6: the admin Sessions tab's queries over 100,000 sessions and 1,000,000 page views.
 *
 * Seeds a throw-away database (on PostgreSQL from BENCH_DATABASE_URL, and in-memory PGlite),
 * then times every query the tab sends, for each range, with the code the API runs
 * (@advance/db repositories and the @advance/core functions behind them). Missing the target
 * is reported as MISS, not as a failure: the exit code is non-zero only when something broke.
 *
 *   npm run bench:analytics
 *   BENCH_DATABASE_URL=postgres://user:pass@host:5432/postgres npm run bench:analytics
 *   BENCH_TARGETS=postgres npm run bench:analytics   # or pglite; default both
 */
import { cpus } from 'node:os';
import {
  type AnalyticsRange,
  analyticsRanges,
  funnelGoals,
  RECENT_SESSIONS_LIMIT,
} from '@advance/contracts';
import {
  type CoreDeps,
  getSessionsOverview,
  listTopPages,
  listVisitorSessions,
  rangeStart,
} from '@advance/core';
import {
  createDb,
  type Db,
  type DbHandle,
  funnelCounts,
  listVisitorSessionRows,
  migrateToLatest,
  sessionsPerDay,
  sessionTotals,
  topReferrers,
} from '@advance/db';
import { seedVisitorAnalyticsBulk } from '@advance/db/testing/visitor-analytics-bulk';
import { sql } from 'kysely';
import pg from 'pg';
import { seed } from './seed';

const env: Record<string, string | undefined> = process.env;
const ADMIN_URL = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = (env.BENCH_TARGETS || 'postgres,pglite').split(',');
const SESSIONS = 100_000;
const VIEWS_PER_SESSION = 10;
const DAYS = 395; // about 13 months, the default retention
const USERS = 5_000;
const WARMUP_RUNS = 3;
const MEASURED_RUNS = 20;
const TARGET_MS = 200;

const print = (line = '') => process.stdout.write(`${line}\n`);
const fmt = (n: number) => n.toLocaleString('en-US');

interface Case {
  name: string;
  run: (deps: CoreDeps, range: AnalyticsRange) => Promise<unknown>;
}

const from = (deps: CoreDeps, range: AnalyticsRange) => rangeStart(range, deps.now());

const CASES: Case[] = [
  { name: 'summary (cards)', run: (d, r) => sessionTotals(d.db, from(d, r)) },
  { name: 'sessions per day', run: (d, r) => sessionsPerDay(d.db, from(d, r)) },
  { name: 'funnel', run: (d, r) => funnelCounts(d.db, from(d, r), funnelGoals) },
  {
    name: 'recent 20 sessions',
    run: (d, r) =>
      listVisitorSessionRows(d.db, from(d, r), { limit: RECENT_SESSIONS_LIMIT, offset: 0 }),
  },
  { name: 'top pages', run: (d, r) => listTopPages(d, { range: r }) },
  { name: 'top referrers', run: (d, r) => topReferrers(d.db, from(d, r), 10) },
  {
    name: 'sessions list, first page',
    run: (d, r) => listVisitorSessions(d, { range: r, limit: 50, offset: 0 }),
  },
  {
    name: 'sessions list, page at 10,000',
    run: (d, r) => listVisitorSessions(d, { range: r, limit: 50, offset: 10_000 }),
  },
  { name: 'whole overview call', run: (d, r) => getSessionsOverview(d, { range: r }) },
];

interface Row {
  name: string;
  range: AnalyticsRange;
  medianMs: number;
  p95Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;

async function measure(deps: CoreDeps, benchCase: Case, range: AnalyticsRange): Promise<Row> {
  for (let i = 0; i < WARMUP_RUNS; i++) await benchCase.run(deps, range);
  const times: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const started = performance.now();
    await benchCase.run(deps, range);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name: benchCase.name,
    range,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  };
}

function table(rows: Row[]): string[] {
  const header = ['query', 'range', 'median ms', 'p95 ms', 'result'];
  const body = rows.map((r) => [
    r.name,
    r.range,
    r.medianMs.toFixed(1),
    r.p95Ms.toFixed(1),
    r.p95Ms < TARGET_MS ? 'PASS' : 'MISS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => c[i]?.length ?? 0)));
  const numeric = new Set([2, 3]);
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...body.map(line),
  ];
}

async function seedAll(db: Db, now: Date) {
  const started = performance.now();
  await seed(db, { users: USERS, applications: USERS, batchSize: 1_000, now });
  const usersMs = performance.now() - started;
  await seedVisitorAnalyticsBulk(db, {
    sessions: SESSIONS,
    viewsPerSession: VIEWS_PER_SESSION,
    days: DAYS,
    now,
  });
  const visitorsMs = performance.now() - started - usersMs;
  await sql`vacuum analyze`.execute(db);
  const counts = await sql<{ sessions: number; views: number; rollup: number }>`
    select (select count(*) from visitor_sessions)::int as sessions,
           (select count(*) from page_views)::int as views,
           (select count(*) from page_view_daily)::int as rollup`.execute(db);
  const c = counts.rows[0];
  if (c?.sessions !== SESSIONS || c.views !== SESSIONS * VIEWS_PER_SESSION) {
    throw new Error(`Seeding left ${JSON.stringify(c)}`);
  }
  print(
    `Seeded ${fmt(c.sessions)} sessions, ${fmt(c.views)} page views (${fmt(c.rollup)} rollup rows) in ${((performance.now() - started) / 1000).toFixed(1)} s (users and applications ${(usersMs / 1000).toFixed(1)} s, visitor data ${(visitorsMs / 1000).toFixed(1)} s).`,
  );
}

async function benchOn(label: string, handle: DbHandle) {
  const now = new Date();
  print(`== ${label}`);
  await migrateToLatest(handle.db);
  await seedAll(handle.db, now);
  // Only the database and the clock are read by the report functions.
  const deps = { db: handle.db, now: () => now } as unknown as CoreDeps;
  const rows: Row[] = [];
  for (const benchCase of CASES) {
    for (const range of analyticsRanges) rows.push(await measure(deps, benchCase, range));
  }
  print();
  for (const line of table(rows)) print(line);
  const missed = rows.filter((r) => !(r.p95Ms < TARGET_MS));
  print();
  print(
    missed.length === 0
      ? `All ${rows.length} measurements under ${TARGET_MS} ms at p95.`
      : `${missed.length} of ${rows.length} missed ${TARGET_MS} ms: ${missed.map((r) => `${r.name} (${r.range})`).join('; ')}.`,
  );
  print();
}

async function onPostgres() {
  const name = `advance_bench_analytics_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query<{ version: string }>('select version()');
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  const drop = async () => {
    await handle.close().catch(() => {});
    const cleanup = new pg.Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
  const onSignal = () => {
    drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  try {
    await benchOn(
      `PostgreSQL: ${rows[0]?.version ?? '?'} (database ${name}, dropped at the end)`,
      handle,
    );
  } finally {
    process.off('SIGINT', onSignal);
    await drop();
  }
}

async function onPglite() {
  const handle = await createDb({});
  try {
    await benchOn('PGlite (in memory, in this Node process)', handle);
  } finally {
    await handle.close();
  }
}

async function main() {
  const cpuList = cpus();
  print('Benefit Advance: admin Sessions tab queries');
  print(`Date: ${new Date().toISOString()}`);
  print(`Node: ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd());
  print(
    `Data: ${fmt(SESSIONS)} sessions over ${DAYS} days, ${fmt(SESSIONS * VIEWS_PER_SESSION)} page views, ${fmt(USERS)} users; ${WARMUP_RUNS} warm-up and ${MEASURED_RUNS} measured runs per query and range; target p95 < ${TARGET_MS} ms.`,
  );
  print();
  if (TARGETS.includes('postgres')) await onPostgres();
  if (TARGETS.includes('pglite')) await onPglite();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

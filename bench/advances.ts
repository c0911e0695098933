/**
 * Issue 18: the admin Advances view on 100,000 advances, through the real HTTP server.
 *
 * Per database (embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL, DATABASE_URL
 * or TEST_DATABASE_URL names a server, in a throw-away database dropped at the end): the
 * BUILT server starts once on an empty database (it migrates) and stops; the bench seeds
 * 100,000 applicants, each with an approved application and an advance, plus their ledger
 * entries and some pending payment authorisations (bench/advances-seed.ts: INSERT … SELECT
 * over generate_series, through @advance/db's createDb), a staff account with a session
 * (core's createSession), then VACUUM ANALYZE. The server starts again and the bench sends
 * one request at a time, as a desk does: per filter (all, awaiting_funding, due_soon,
 * past_due, a search), `admin.advances.list` over tRPC (what the web view calls) and the
 * same over REST (GET /api/admin/advances), warm-up runs first, then timed runs; it prints
 * p50/p95/p99 per case and PASS/MISS against the target, p95 < 50 ms. Missing it is not a
 * failure; the exit code is non-zero only when something broke.
 *
 *   npm run bench:advances
 *   BENCH_TARGETS=pglite npm run bench:advances          # or postgres
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:advances
 *   BENCH_RUNS=300 BENCH_ADVANCES=20000 npm run bench:advances
 *   BENCH_EXPLAIN=1 npm run bench:advances               # EXPLAIN ANALYZE of the slowest case
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADVANCE_GRACE_DAYS_DEFAULT,
  addDays,
  DUE_SOON_DAYS,
  todayInNewYork,
} from '@advance/contracts';
import { type AdvanceListFilter, createDb, listAdvancesPage } from '@advance/db';
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { seedAdvances } from './advances-seed';
import { type Account, seedAccount } from './stack/seed-accounts';
import {
  ensureBuilt,
  fmt,
  markdownTable,
  percentile,
  print,
  productEnv,
  type RunningServer,
  serverBuild,
  startServer,
} from './stack/server-process';

const env: Record<string, string | undefined> = process.env;
const POSTGRES_URL = env.BENCH_DATABASE_URL || env.DATABASE_URL || env.TEST_DATABASE_URL;
const TARGETS = (env.BENCH_TARGETS || (POSTGRES_URL ? 'pglite,postgres' : 'pglite')).split(',');
const ADVANCES = Number(env.BENCH_ADVANCES || 100_000);
const WARMUP_RUNS = 10;
const RUNS = Number(env.BENCH_RUNS || 200);
const PAGE_SIZE = 25;
const TARGET_MS = 50;
const HEADER = [
  'database',
  'case',
  'total',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'max ms',
  'target',
  'result',
];
const NUMERIC = new Set([2, 3, 4, 5, 6]);

interface Query {
  name: string;
  state: string;
  search?: string;
}

const QUERIES: Query[] = [
  { name: 'all', state: 'all' },
  { name: 'awaiting_funding', state: 'awaiting_funding' },
  { name: 'due_soon', state: 'due_soon' },
  { name: 'past_due', state: 'past_due' },
  // An e-mail fragment matching 11 applicants (4242 and 42420-42429).
  { name: "search 'adv-4242'", state: 'all', search: 'adv-4242' },
  { name: "search 'smith' in past_due", state: 'past_due', search: 'smith' },
];

interface Measured {
  name: string;
  total: number;
  times: number[];
}

const trpcPath = (q: Query) =>
  `/trpc/admin.advances.list?input=${encodeURIComponent(
    JSON.stringify({ state: q.state, limit: PAGE_SIZE, ...(q.search && { search: q.search }) }),
  )}`;
const restPath = (q: Query) =>
  `/api/admin/advances?${new URLSearchParams({
    state: q.state,
    limit: String(PAGE_SIZE),
    ...(q.search && { search: q.search }),
  })}`;

async function timedGet(server: RunningServer, staff: Account, path: string) {
  const started = performance.now();
  const response = await fetch(`${server.origin}${path}`, { headers: { cookie: staff.cookie } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { total?: number; result?: { data?: { total?: number } } };
  return { ms, total: body.total ?? body.result?.data?.total ?? Number.NaN };
}

async function measure(server: RunningServer, staff: Account, name: string, path: string) {
  let total = Number.NaN;
  for (let i = 0; i < WARMUP_RUNS; i++) total = (await timedGet(server, staff, path)).total;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timedGet(server, staff, path)).ms);
  return { name, total, times: times.sort((a, b) => a - b) } satisfies Measured;
}

async function seed(dbOptions: { databaseUrl?: string; dataDir?: string }): Promise<Account> {
  // 100,000 rows per table may take minutes on a busy machine: no per-query time limit.
  const handle = await createDb({ ...dbOptions, queryTimeoutMs: 0 });
  try {
    const started = performance.now();
    const staff = await seedAccount(handle.db, 'bench-staff@example.com', 'admin');
    const timings = await seedAdvances(handle.db, {
      count: ADVANCES,
      today: todayInNewYork(),
      onChunk: (done, total) => print(`  advances: ${fmt(done)} / ${fmt(total)}`),
    });
    const analyzeStarted = performance.now();
    await sql`vacuum analyze`.execute(handle.db);
    const s = (ms: number) => fmt(ms / 1000, 1);
    print(
      `  seeded ${fmt(ADVANCES)} advances and ${fmt(timings.entries)} ledger entries in ${s(performance.now() - started)} s (users ${s(timings.usersMs)} s, applications ${s(timings.applicationsMs)} s, advances ${s(timings.advancesMs)} s, ledger ${s(timings.ledgerMs)} s, vacuum analyze ${s(performance.now() - analyzeStarted)} s)`,
    );
    return staff;
  } finally {
    await handle.close();
  }
}

/** A throw-away database on the PostgreSQL server named above. */
async function scratchDatabase() {
  if (!POSTGRES_URL)
    throw new Error('PostgreSQL needs BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL');
  const name = `advance_bench_advances_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return await client.query<{ version: string }>(text);
    } finally {
      await client.end();
    }
  };
  const version = (await admin('select version()')).rows[0]?.version ?? 'unknown';
  await admin(`create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    version,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** Records the queries @advance/db sends (after every other plugin), for EXPLAIN ANALYZE. */
class QueryRecorder implements KyselyPlugin {
  nodes: Array<{ node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId'] }> = [];

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push({ node: args.node, queryId: args.queryId });
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/** EXPLAIN ANALYZE of the list's page and totals queries for one filter, with real parameters. */
async function explain(dbOptions: { databaseUrl?: string; dataDir?: string }, q: Query) {
  const handle = await createDb({ ...dbOptions, queryTimeoutMs: 0 });
  try {
    const recorder = new QueryRecorder();
    const recording = handle.db.withPlugin(recorder);
    const today = todayInNewYork();
    await listAdvancesPage(
      recording,
      {
        state: q.state as AdvanceListFilter['state'],
        search: q.search,
        today,
        pastDueBefore: addDays(today, -ADVANCE_GRACE_DAYS_DEFAULT),
        dueSoonUntil: addDays(today, DUE_SOON_DAYS),
      },
      { limit: PAGE_SIZE, offset: 0 },
    );
    const executor = recording.getExecutor();
    for (const { node, queryId } of recorder.nodes) {
      const compiled = executor.compileQuery(node, queryId);
      const result = await handle.db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain analyze ${compiled.sql}`, [...compiled.parameters]),
      );
      print(`  EXPLAIN ANALYZE (${q.name}):`);
      for (const row of result.rows) print(`    ${Object.values(row)[0]}`);
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  const build = serverBuild();
  ensureBuilt(build);
  const cpuList = cpus();
  print('Benefit Advance: the admin Advances view on 100,000 advances (issue 18)');
  print(`Date:     ${new Date().toISOString()}`);
  print(
    `Node:     ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
  );
  print(`Server:   ${build.main} (${build.label})`);
  print(
    `Timing:   one request at a time; ${WARMUP_RUNS} warm-up and ${RUNS} timed requests per case; page size ${PAGE_SIZE}; target p95 < ${TARGET_MS} ms`,
  );

  const rows: string[][] = [];
  let missed = 0;
  for (const target of TARGETS) {
    const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-advances-'));
    let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
    let server: RunningServer | undefined;
    try {
      const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
      if (target === 'postgres') database = await scratchDatabase();
      print(
        `\n${label}${database ? ` (${database.version.split(' on ')[0]})` : ' (embedded, in the server process)'}:`,
      );
      const dbOptions = database ? { databaseUrl: database.url } : { dataDir };
      const serverEnv = productEnv(build, {
        dataDir,
        ...(database && { databaseUrl: database.url }),
      });
      // The server under test makes its own schema; the bench only adds rows.
      server = await startServer({ args: [build.main], env: serverEnv, relay: 'server' });
      print(`  first start (migrations) ready in ${fmt(server.readyMs / 1000, 1)} s`);
      await server.stop();
      const staff = await seed(dbOptions);
      server = await startServer({ args: [build.main], env: serverEnv, relay: 'server' });

      const mine: string[][] = [];
      const results: Measured[] = [];
      for (const q of QUERIES) {
        results.push(await measure(server, staff, `tRPC ${q.name}`, trpcPath(q)));
        results.push(await measure(server, staff, `REST ${q.name}`, restPath(q)));
      }
      for (const m of results) {
        const p95 = percentile(m.times, 0.95);
        const pass = p95 < TARGET_MS;
        if (!pass) missed += 1;
        mine.push([
          label,
          m.name,
          fmt(m.total),
          fmt(percentile(m.times, 0.5), 1),
          fmt(p95, 1),
          fmt(percentile(m.times, 0.99), 1),
          fmt(m.times[m.times.length - 1] ?? Number.NaN, 1),
          `p95 < ${TARGET_MS} ms`,
          pass ? 'PASS' : 'MISS',
        ]);
      }
      // Printed now too, so a later failure does not lose this database's figures.
      for (const line of markdownTable(HEADER, mine, NUMERIC)) print(`  ${line}`);
      rows.push(...mine);
      if (env.BENCH_EXPLAIN === '1') {
        await server.stop();
        for (const q of QUERIES) await explain(dbOptions, q);
      }
    } finally {
      await server?.stop().catch(() => {});
      await database?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  print();
  for (const line of markdownTable(HEADER, rows, NUMERIC)) print(line);
  print();
  print(
    missed === 0
      ? `Every case under ${TARGET_MS} ms at p95.`
      : `${missed} case(s) missed p95 < ${TARGET_MS} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * Issue 6: tracker ingest throughput through HTTP (load in its own process since issue 16).
 *
 * Starts the BUILT server (apps/server/dist/main.js, or BENCH_SERVER) as its own process, on
 * embedded PGlite (a temporary DATA_DIR) and on a throw-away PostgreSQL database. The load
 * comes from autocannon in a separate process (bench/stack/load-driver.ts with
 * bench/stack/tracker-scenario.ts), so the generator never shares a thread with the bench:
 * visitors start a visit with `POST /api/sessions`, then page views (`POST /api/page-views`,
 * the tracker's most frequent write) go out with a fixed number of connections. Every
 * visitor has its own address (TRUST_PROXY + X-Forwarded-For), as real visitors do, so the
 * per-IP limit of 600 events a minute does not cap the run. After the run the server is
 * stopped (SIGTERM: the write queue is flushed) and the page views in the database are
 * counted: every accepted view must be stored. Missing the target is printed as MISS; the
 * exit code is non-zero only when something broke (a refused request, a lost page view).
 *
 *   npm run bench:tracker                                   # PGlite, and PostgreSQL at the default URL
 *   BENCH_DATABASE_URL=postgres://u:p@host:5432/postgres npm run bench:tracker
 *   BENCH_POSTGRES=0 npm run bench:tracker                  # PGlite only
 *   BENCH_EVENTS=50000 BENCH_CONCURRENCY=128 npm run bench:tracker
 *   BENCH_SERVER=/work/before-build/server/dist/main.js BENCH_WEB_DIST=/work/before-build/web-dist npm run bench:tracker
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@advance/db';
import { type Measured, measure, unexpected } from './stack/drive';
import { createScratchDatabase } from './stack/scratch-database';
import {
  ensureBuilt,
  fmt,
  markdownTable,
  print,
  productEnv,
  REPO,
  type RunningServer,
  serverBuild,
  startServer,
} from './stack/server-process';
import type { TrackerScenario, Visitor } from './stack/tracker-scenario';

const env: Record<string, string | undefined> = process.env;
const WITH_POSTGRES = env.BENCH_POSTGRES !== '0';
const VISITORS = Number(env.BENCH_VISITORS || 1_000);
const EVENTS = Number(env.BENCH_EVENTS || 30_000);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY || 64);
const WARMUP_EVENTS = 2_000;
const TARGET_PER_SECOND = 2_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SCENARIO = join(REPO, 'bench/stack/tracker-scenario.ts');

interface Result {
  database: string;
  phase: string;
  run: Measured;
  stored?: number;
}

const clientSessionId = () =>
  `sess_${Date.now()}_${[...randomBytes(22)].map((b) => BASE62[b % 62]).join('')}`;

/** `amount` requests of one kind from the load driver; every one must answer 201. */
async function drive(
  server: RunningServer,
  kind: TrackerScenario['kind'],
  visitors: Visitor[],
  amount: number,
  first: number,
): Promise<Measured> {
  const options: TrackerScenario = { kind, origin: server.origin, visitors, first };
  const run = await measure(server.pid, {
    origin: server.origin,
    connections: Math.min(CONCURRENCY, amount),
    amount,
    scenario: { module: SCENARIO, options },
  });
  const wrong = unexpected(run, 201);
  if (wrong || run.requests !== amount)
    throw new Error(`${kind}: ${run.requests} of ${amount} answered; other than 201: ${wrong}`);
  return run;
}

async function runOn(
  database: string,
  serverEnv: Record<string, string | undefined>,
  countStored: () => Promise<number>,
): Promise<Result[]> {
  print(`\n${database}: starting the server...`);
  const build = serverBuild();
  const server = await startServer({
    args: [build.main],
    // Every visitor is its own address behind the "proxy"; the load driver holds
    // CONCURRENCY connections from 127.0.0.1, more than the per-address ceiling's default.
    env: { ...serverEnv, TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '0' },
    relay: 'server',
  });
  const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, i) => ({
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    sessionId: clientSessionId(),
  }));
  const results: Result[] = [];
  try {
    const sessions = await drive(server, 'sessions', visitors, VISITORS, 0);
    results.push({ database, phase: 'POST /api/sessions', run: sessions });
    await drive(server, 'page-views', visitors, WARMUP_EVENTS, 0);
    const views = await drive(server, 'page-views', visitors, EVENTS, WARMUP_EVENTS);
    results.push({ database, phase: 'POST /api/page-views', run: views });
    print(
      `  page views: server ${fmt(views.serverCpuMs / views.seconds / 10)} % of a core (${fmt(views.cpuPerRequestMs * 1000)} µs CPU per view), load driver ${fmt(views.driverCpuMs / views.seconds / 10)} %, machine ${fmt(views.machineBusyPercent)} % busy`,
    );
  } finally {
    await server.stop();
  }
  const stored = await countStored();
  const expected = EVENTS + WARMUP_EVENTS;
  const last = results.at(-1);
  if (last) last.stored = stored;
  if (stored !== expected)
    throw new Error(`${database}: ${stored} page views stored of ${expected}`);
  return results;
}

async function countPageViews(options: { dataDir?: string; databaseUrl?: string }) {
  const handle = await createDb(options);
  try {
    const row = await handle.db
      .selectFrom('pageViews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

function table(results: Result[]): string[] {
  const rows = results.map(({ database, phase, run, stored }) => {
    const isViews = phase.includes('page-views');
    return [
      database,
      phase,
      fmt(run.requests),
      fmt(run.perSecond),
      fmt(run.p50Ms, 1),
      fmt(run.p95Ms, 1),
      fmt(run.p99Ms, 1),
      fmt(run.cpuPerRequestMs * 1000),
      stored === undefined ? '' : fmt(stored),
      isViews ? `≥ ${fmt(TARGET_PER_SECOND)}/s` : '',
      isViews ? (run.perSecond >= TARGET_PER_SECOND ? 'PASS' : 'MISS') : '',
    ];
  });
  return markdownTable(
    [
      'database',
      'call',
      'requests',
      'per second',
      'median ms',
      'p95 ms',
      'p99 ms',
      'server CPU µs/req',
      'stored',
      'target',
      'result',
    ],
    rows,
    new Set([2, 3, 4, 5, 6, 7, 8]),
  );
}

async function main() {
  const build = serverBuild();
  ensureBuilt(build);
  const cpuList = cpus();
  print('Benefit Advance: tracker ingest benchmark');
  print(`Date:        ${new Date().toISOString()}`);
  print(
    `Node:        ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
  );
  print(`Server:      ${build.main} (${build.label})`);
  print(
    `Load:        autocannon in its own process; ${fmt(VISITORS)} visitors (one address each), ${fmt(EVENTS)} page views after ${fmt(WARMUP_EVENTS)} warm-up, ${CONCURRENCY} connections`,
  );
  const results: Result[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-tracker-'));
  try {
    results.push(
      ...(await runOn('PGlite', productEnv(build, { dataDir }), () => countPageViews({ dataDir }))),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (WITH_POSTGRES) {
    const database = await createScratchDatabase('advance_bench_tracker');
    const scratch = mkdtempSync(join(tmpdir(), 'advance-bench-tracker-'));
    try {
      print(`PostgreSQL:  ${database.version.split(',')[0]}`);
      results.push(
        ...(await runOn(
          'PostgreSQL',
          productEnv(build, { databaseUrl: database.url, dataDir: scratch }),
          () => countPageViews({ databaseUrl: database.url }),
        )),
      );
    } finally {
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  print();
  for (const line of table(results)) print(line);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});

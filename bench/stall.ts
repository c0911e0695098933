/**
 * Issue 16: does an admin query freeze the server? The admin Sessions tab (range "all") over
 * 1,000,000 page views, while a poller asks /healthz every 10 ms: the longest /healthz
 * answer is how long every other request had to wait. On embedded PGlite and on PostgreSQL.
 *
 * Per database: the BUILT server starts once on an empty database (it migrates with its own
 * migrations, so a "before" build works too) and stops; the bench seeds it with the
 * product's createDb: a staff account with a session (core's createSession) and 100,000
 * visitor sessions with 10 page views each, 2 interactions and some goals
 * (`seedVisitorAnalyticsBulk`, INSERT … SELECT over generate_series, spread over 395 days),
 * then VACUUM ANALYZE. The server starts again; the poller runs alone for 2 s (baseline),
 * then the staff account calls `admin.analytics.sessions` with range "all" over tRPC
 * BENCH_CALLS times (default 5) one after another, then the whole tab (sessions, pages and
 * referrers at once, as the browser sends them) 3 times. Prints the longest /healthz
 * latency in each phase and the calls' own times. Target: no /healthz answer over 50 ms.
 * Missing it is printed as MISS; the exit code is non-zero only when something broke.
 *
 *   npm run bench:stall
 *   BENCH_TARGETS=pglite npm run bench:stall           # or postgres; default both
 *   BENCH_SERVER=/work/before-build/server/dist/main.js BENCH_WEB_DIST=/work/before-build/web-dist npm run bench:stall
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@advance/db';
import { seedVisitorAnalyticsBulk } from '@advance/db/testing/visitor-analytics-bulk';
import { sql } from 'kysely';
import { createScratchDatabase, type ScratchDatabase } from './stack/scratch-database';
import { type Account, seedAccount } from './stack/seed-accounts';
import {
  ensureBuilt,
  fmt,
  machineTicks,
  markdownTable,
  median,
  print,
  productEnv,
  type RunningServer,
  serverBuild,
  sleep,
  startServer,
} from './stack/server-process';

const env: Record<string, string | undefined> = process.env;
const TARGETS = (env.BENCH_TARGETS || 'pglite,postgres').split(',');
const SESSIONS = Number(env.BENCH_SESSIONS || 100_000);
const VIEWS_PER_SESSION = 10;
const DAYS = 395;
const CALLS = Number(env.BENCH_CALLS || 5);
const TAB_CALLS = 3;
const POLL_MS = 10;
const BASELINE_MS = 2_000;
const TARGET_MS = 50;
const HEADER = [
  'database',
  'phase',
  '/healthz polls',
  'p99 ms',
  'longest ms',
  'call median ms',
  'call max ms',
  'refused (503)',
  'machine busy %',
  'target',
  'result',
];
const NUMERIC = new Set([2, 3, 4, 5, 6, 7, 8]);

interface Phase {
  name: string;
  /** Admin calls the server refused with 503 (load shedding) in the phase. */
  refusedCalls: number;
  /** How busy all cores were over the phase, %: other work inflates every latency. */
  machineBusyPercent: number;
  polls: number;
  longestMs: number;
  p99Ms: number;
  /** Each admin call's (or tab load's) own time, ms. */
  calls: number[];
}

/** Asks /healthz every POLL_MS, one request at a time, until stopped; keeps every latency. */
function poller(origin: string) {
  let running = true;
  let latencies: number[] = [];
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/healthz`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`/healthz answered ${response.status}`);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
      const took = performance.now() - started;
      latencies.push(took);
      if (took < POLL_MS) await sleep(POLL_MS - took);
    }
  })();
  return {
    failures,
    /** The latencies since the last take, and a fresh list from here on. */
    take: () => {
      const taken = latencies;
      latencies = [];
      return taken.sort((a, b) => a - b);
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function trpcGet(server: RunningServer, staff: Account, paths: string[]) {
  const input = encodeURIComponent(JSON.stringify({ range: 'all' }));
  const started = performance.now();
  await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${server.origin}/trpc/${path}?input=${input}`, {
        headers: { cookie: staff.cookie },
      });
      const text = await response.text();
      // Load shedding may refuse a call after a stall (503): that is a finding, not a failure.
      if (response.status === 503) refused.count += 1;
      else if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
    }),
  );
  return performance.now() - started;
}

/** Admin calls refused with 503 by the server's load shedding, over the whole run. */
const refused = { count: 0 };

async function measureOn(label: string, server: RunningServer, staff: Account): Promise<Phase[]> {
  const poll = poller(server.origin);
  const phases: Phase[] = [];
  let ticks = machineTicks();
  let refusedBefore = refused.count;
  const close = (name: string, calls: number[]) => {
    const sorted = poll.take();
    const now = machineTicks();
    const machineBusyPercent = ((now.busy - ticks.busy) / (now.total - ticks.total)) * 100;
    ticks = now;
    const refusedCalls = refused.count - refusedBefore;
    refusedBefore = refused.count;
    phases.push({
      refusedCalls,
      machineBusyPercent,
      name,
      polls: sorted.length,
      longestMs: sorted[sorted.length - 1] ?? Number.NaN,
      p99Ms: sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN,
      calls,
    });
  };
  try {
    await sleep(BASELINE_MS);
    close('poller alone', []);
    const overview: number[] = [];
    for (let i = 0; i < CALLS; i++)
      overview.push(await trpcGet(server, staff, ['admin.analytics.sessions']));
    close(`admin.analytics.sessions "all" ×${CALLS}`, overview);
    const tab: number[] = [];
    for (let i = 0; i < TAB_CALLS; i++)
      tab.push(
        await trpcGet(server, staff, [
          'admin.analytics.sessions',
          'admin.analytics.pages',
          'admin.analytics.referrers',
        ]),
      );
    close(`whole tab "all" ×${TAB_CALLS}`, tab);
  } finally {
    await poll.stop();
  }
  if (poll.failures.length > 0)
    throw new Error(`${label}: /healthz failed ${poll.failures.length} times: ${poll.failures[0]}`);
  return phases;
}

async function seed(dbOptions: { databaseUrl?: string; dataDir?: string }): Promise<Account> {
  // Seeding a million rows may take minutes on a busy machine: no per-query time limit.
  const handle = await createDb({ ...dbOptions, queryTimeoutMs: 0 });
  try {
    const started = performance.now();
    const staff = await seedAccount(handle.db, 'bench-staff@example.com', 'admin');
    await seedVisitorAnalyticsBulk(handle.db, {
      sessions: SESSIONS,
      viewsPerSession: VIEWS_PER_SESSION,
      days: DAYS,
      now: new Date(),
    });
    await sql`vacuum analyze`.execute(handle.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from page_views`.execute(
      handle.db,
    );
    print(
      `  seeded ${fmt(rows[0]?.n ?? 0)} page views in ${fmt((performance.now() - started) / 1000, 1)} s`,
    );
    return staff;
  } finally {
    await handle.close();
  }
}

async function main() {
  const build = serverBuild();
  ensureBuilt(build);
  const cpuList = cpus();
  print('Benefit Advance: event-loop stall during admin queries (issue 16)');
  print(`Date:     ${new Date().toISOString()}`);
  print(
    `Node:     ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
  );
  print(`Server:   ${build.main} (${build.label})`);
  print(
    `Data:     ${fmt(SESSIONS)} visitor sessions × ${VIEWS_PER_SESSION} page views over ${DAYS} days; /healthz polled every ${POLL_MS} ms`,
  );

  const rows: string[][] = [];
  let missed = 0;
  for (const target of TARGETS) {
    const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-stall-'));
    let database: ScratchDatabase | undefined;
    let server: RunningServer | undefined;
    try {
      const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
      print(`\n${label}:`);
      if (target === 'postgres') database = await createScratchDatabase('advance_bench_stall');
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
      const phases = await measureOn(label, server, staff);
      const mine: string[][] = [];
      for (const phase of phases) {
        const admin = phase.calls.length > 0;
        const pass = phase.longestMs <= TARGET_MS;
        if (admin && !pass) missed += 1;
        mine.push([
          label,
          phase.name,
          fmt(phase.polls),
          fmt(phase.p99Ms, 1),
          fmt(phase.longestMs, 1),
          admin ? fmt(median(phase.calls)) : '',
          admin ? fmt(Math.max(...phase.calls)) : '',
          admin ? fmt(phase.refusedCalls) : '',
          fmt(phase.machineBusyPercent),
          admin ? `≤ ${TARGET_MS} ms` : '',
          admin ? (pass ? 'PASS' : 'MISS') : '',
        ]);
      }
      // Printed now too, so a later failure does not lose this database's figures.
      for (const line of markdownTable(HEADER, mine, NUMERIC)) print(`  ${line}`);
      rows.push(...mine);
    } finally {
      await server?.stop().catch(() => {});
      await database?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  print();
  for (const line of markdownTable(HEADER, rows, NUMERIC)) print(line);
  print();
  if (refused.count > 0)
    print(`${refused.count} admin call(s) were refused with 503 (load shedding after a stall).`);
  print(
    missed === 0
      ? `No /healthz answer took over ${TARGET_MS} ms while the admin queries ran.`
      : `${missed} phase(s) with a /healthz answer over ${TARGET_MS} ms: the event loop stalled.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

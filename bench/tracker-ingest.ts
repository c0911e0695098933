/**
 * Issue 6: tracker ingest throughput through HTTP.
 *
 * Starts the server from source (`node --import tsx apps/server/src/main.ts`) as its own
 * process, on embedded PGlite (a temporary DATA_DIR) and, when a PostgreSQL server is
 * given, on a throw-away database there. Then it plays visitors: each starts a visit with
 * `POST /api/sessions`, and page views (`POST /api/page-views`, the tracker's most frequent
 * write) are sent with a fixed number in flight. Every visitor has its own address
 * (TRUST_PROXY + X-Forwarded-For), as real visitors do, so the per-IP limit of 600 events a
 * minute does not cap the run. After the run the server is stopped (SIGTERM: the write
 * queue is flushed) and the page views in the database are counted: every accepted view
 * must be stored. Missing the target is printed as MISS; the exit code is non-zero only
 * when something broke (a refused request, a lost page view).
 *
 *   npm run bench:tracker                                   # PGlite, and PostgreSQL at the default URL
 *   BENCH_DATABASE_URL=postgres://u:p@host:5432/postgres npm run bench:tracker
 *   BENCH_POSTGRES=0 npm run bench:tracker                  # PGlite only
 *   BENCH_EVENTS=50000 BENCH_CONCURRENCY=128 npm run bench:tracker
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb } from '@advance/db';
import pg from 'pg';

const env: Record<string, string | undefined> = process.env;
const ADMIN_URL =
  env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const WITH_POSTGRES = env.BENCH_POSTGRES !== '0';
const VISITORS = Number(env.BENCH_VISITORS || 1_000);
const EVENTS = Number(env.BENCH_EVENTS || 30_000);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY || 64);
const WARMUP_EVENTS = 2_000;
const TARGET_PER_SECOND = 2_000;
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const REPO = resolve(import.meta.dirname, '..');
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PATHS = ['/', '/about', '/application', '/login', '/dashboard', '/messages'];

const print = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface Visitor {
  ip: string;
  sessionId: string;
}

interface RunningServer {
  child: ChildProcess;
  origin: string;
  stop: () => Promise<void>;
}

interface Result {
  database: string;
  phase: string;
  requests: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  stored?: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

const clientSessionId = () =>
  `sess_${Date.now()}_${[...randomBytes(22)].map((b) => BASE62[b % 62]).join('')}`;

async function startServer(extraEnv: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      TRUST_PROXY: 'true',
      SUPER_ADMIN_EMAIL: 'bench-admin@example.com',
      SUPER_ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) print(`  [server] ${line}`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code) => {
      exitCode = code;
      done();
    }),
  );
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`The server exited with code ${exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server was not ready within 60 s');
    }
    await sleep(100);
  }
  return { child, origin, stop };
}

async function post(server: RunningServer, visitor: Visitor, path: string, body: unknown) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      'user-agent': BROWSER_UA,
      'x-forwarded-for': visitor.ip,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as { id: string };
}

/** Sends `count` requests, `CONCURRENCY` in flight; returns the rate and latencies. */
async function load(
  count: number,
  send: (index: number) => Promise<unknown>,
): Promise<Omit<Result, 'database' | 'phase'>> {
  const latencies: number[] = new Array(count);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const t0 = performance.now();
      await send(index);
      latencies[index] = performance.now() - t0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: count,
    perSecond: count / seconds,
    medianMs: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
  };
}

async function runOn(
  database: string,
  extraEnv: Record<string, string>,
  countStored: () => Promise<number>,
): Promise<Result[]> {
  print(`\n${database}: starting the server...`);
  const server = await startServer(extraEnv);
  const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, i) => ({
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    sessionId: clientSessionId(),
  }));
  const results: Result[] = [];
  try {
    const sessions = await load(VISITORS, (i) => {
      const visitor = visitors[i] as Visitor;
      return post(server, visitor, '/api/sessions', {
        sessionId: visitor.sessionId,
        referrer: 'https://www.google.com/',
        screenResolution: '1920x1080',
        timezone: 'America/New_York',
      });
    });
    results.push({ database, phase: 'POST /api/sessions', ...sessions });
    const pageView = (i: number) => {
      const visitor = visitors[i % VISITORS] as Visitor;
      return post(server, visitor, '/api/page-views', {
        sessionId: visitor.sessionId,
        path: PATHS[i % PATHS.length],
        title: 'Benefit Advance',
        isEntryPage: i < VISITORS,
      });
    };
    await load(WARMUP_EVENTS, pageView);
    const views = await load(EVENTS, (i) => pageView(i + WARMUP_EVENTS));
    results.push({ database, phase: 'POST /api/page-views', ...views });
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

function table(results: Result[]): string[] {
  const header = [
    'database',
    'call',
    'requests',
    'per second',
    'median ms',
    'p95 ms',
    'p99 ms',
    'stored',
    'target',
    'result',
  ];
  const body = results.map((r) => {
    const isViews = r.phase.includes('page-views');
    return [
      r.database,
      r.phase,
      fmt(r.requests),
      fmt(r.perSecond),
      fmt(r.medianMs, 1),
      fmt(r.p95Ms, 1),
      fmt(r.p99Ms, 1),
      r.stored === undefined ? '' : fmt(r.stored),
      isViews ? `≥ ${fmt(TARGET_PER_SECOND)}/s` : '',
      isViews ? (r.perSecond >= TARGET_PER_SECOND ? 'PASS' : 'MISS') : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => c[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i >= 2 && i <= 7 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i >= 2 && i <= 7 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...body.map(line),
  ];
}

async function main() {
  const cpuList = cpus();
  print('Benefit Advance: tracker ingest benchmark');
  print(`Date:        ${new Date().toISOString()}`);
  print(
    `Node:        ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
  );
  print(
    `Load:        ${fmt(VISITORS)} visitors (one address each), ${fmt(EVENTS)} page views after ${fmt(WARMUP_EVENTS)} warm-up, ${CONCURRENCY} in flight`,
  );
  const results: Result[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-tracker-'));
  try {
    results.push(
      ...(await runOn('PGlite', { DATA_DIR: dataDir }, async () => {
        const handle = await createDb({ dataDir });
        try {
          const row = await handle.db
            .selectFrom('pageViews')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        } finally {
          await handle.close();
        }
      })),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (WITH_POSTGRES) {
    const name = `advance_bench_tracker_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const scratch = mkdtempSync(join(tmpdir(), 'advance-bench-tracker-'));
    try {
      const { rows } = await admin.query<{ version: string }>('select version()');
      print(`PostgreSQL:  ${rows[0]?.version ?? 'unknown'}`);
      results.push(
        ...(await runOn(
          'PostgreSQL',
          { DATABASE_URL: url.toString(), DATA_DIR: scratch },
          async () => {
            const client = new pg.Client({ connectionString: url.toString() });
            await client.connect();
            const count = await client.query<{ n: string }>('select count(*) as n from page_views');
            await client.end();
            return Number(count.rows[0]?.n);
          },
        )),
      );
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
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

/**
 * Issue 5: live chat delivery to 1,000 connected customers on one server instance.
 *
 * Creates a throw-away database on the server named by BENCH_DATABASE_URL, migrates it and
 * seeds customers (one support conversation each) and staff, with sessions made by core's
 * `createSession`. Then it starts the built server (apps/server/dist/main.js) on that
 * database, opens one authenticated `/ws` socket per customer, measures the server's RSS
 * before and after, and lets staff post messages through `POST /api/conversations/:id/messages`.
 * Delivery latency is the time from just before a POST is sent until the owning customer's
 * socket receives `new_message` with that message's unique content (one clock: this
 * process's `performance.now()`). Prints a table, stops the server and drops the database
 * (also on errors and Ctrl-C). Missing the target is reported as MISS, not as a failure:
 * the exit code is non-zero only when something broke (including a message not delivered
 * exactly once, or to the wrong socket).
 *
 *   npm run build            # once: the benchmark runs apps/server/dist/main.js
 *   npm run bench:live
 *   BENCH_DATABASE_URL=postgres://user:pass@host:5432/postgres npm run bench:live
 *   BENCH_RATE=50 BENCH_MESSAGES=1000 npm run bench:live   # paced phase: messages/s, count
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SUPPORT_CONVERSATION_TITLE } from '@advance/contracts';
import { type CoreDeps, createSession } from '@advance/core';
import {
  createDb,
  type DbHandle,
  insertConversation,
  insertUserIfEmailFree,
  migrateToLatest,
} from '@advance/db';
import pg from 'pg';
import WebSocket from 'ws';
import { sessionCookieName } from '../apps/server/src/http/session-cookie';

// Read like apps/server's loadConfig: this script is run by npm, not as a turbo task.
const env: Record<string, string | undefined> = process.env;
const ADMIN_URL = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = 1_000;
/**
 * The chat allows 30 messages a minute per user (rateRules.chatMessagesPerUser). Every staff
 * account sends at most this many in the whole run, so no send is refused at any pace.
 */
const MESSAGES_PER_STAFF = 25;
/** Staff sending back to back in the burst phase (20 × 25 = BURST_MESSAGES). */
const BURST_STAFF = 20;
const PACED_MESSAGES = Number(env.BENCH_MESSAGES || 500);
const PACED_RATE = Number(env.BENCH_RATE || 20); // messages per second, all staff together
const BURST_MESSAGES = 500;
const WARMUP_MESSAGES = 20;
const WARMUP_RATE = 10;
/** Sockets opened (and authenticated) at the same time while connecting the customers. */
const CONNECT_CONCURRENCY = 50;
/** Seeding inserts in flight at once (the bench's own pool has 10 connections). */
const SEED_CONCURRENCY = 10;
/** How long after the last POST answered a message may still arrive. */
const DELIVERY_GRACE_MS = 5_000;
/** Pause before reading RSS, so the numbers are not caught mid-allocation. */
const SETTLE_MS = 2_000;
const TARGET_P99_MS = 100;

const REPO = resolve(import.meta.dirname, '..');
/** The built server; BENCH_SERVER names another bundle (e.g. an experiment) to measure instead. */
const SERVER_MAIN = env.BENCH_SERVER
  ? resolve(env.BENCH_SERVER)
  : join(REPO, 'apps/server/dist/main.js');
const print = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const fmt = (n: number) => n.toLocaleString('en-US');

interface Account {
  userId: string;
  cookie: string;
}

interface Customer extends Account {
  index: number;
  conversationId: string;
  socket?: WebSocket;
}

/** One staff message, followed from POST to delivery. */
interface Probe {
  customer: Customer;
  sentAt: number;
  postMs?: number;
  postStatus?: number;
  deliveredAt?: number;
  deliveries: number;
}

interface Phase {
  name: string;
  messages: number;
  staff: Account[];
  /** Open loop: send i leaves at start + i / rate, whatever the server is doing. */
  ratePerSecond?: number;
  /** Closed loop: each staff account sends its share back to back. */
  burst?: boolean;
}

interface PhaseResult {
  phase: Phase;
  seconds: number;
  delivery: number[];
  post: number[];
  deliveredOnce: number;
  missing: number;
  duplicates: number;
  failedPosts: string[];
  /** Delivery minus POST response time, per message (negative: delivered before the answer). */
  afterPost: number[];
  serverCpuPercent: number;
  machineCpuPercent: number;
  /** This process (the customers' sockets and the staff's requests), % of one core. */
  benchCpuPercent: number;
}

/** All probes by message content, which is unique per message. */
const probes = new Map<string, Probe>();
const anomalies = { misrouted: 0, strays: 0, unexpectedCloses: 0 };

/** mulberry32: a small seeded generator, so every run picks the same customers. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  // Nearest rank: the smallest value with at least p of the samples at or below it.
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] ?? Number.NaN;
  return ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

/** Runs `run` over `items` with at most `concurrency` calls in flight. */
async function eachLimited<T, R>(
  items: T[],
  concurrency: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Resident set size of a process in KB (Linux), or NaN where /proc is missing. */
function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface CpuSnapshot {
  at: number;
  /** The process's user + system time, in clock ticks. */
  processTicks: number;
  /** All cores together (from /proc/stat): busy and total ticks. */
  machineBusy: number;
  machineTotal: number;
}

/** CPU counters of a process and of the whole machine (Linux; NaN elsewhere). */
function cpuSnapshot(pid: number): CpuSnapshot {
  const at = performance.now();
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const processTicks = Number(fields[11]) + Number(fields[12]);
    const machine = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const total = machine.reduce((sum, n) => sum + n, 0);
    const idle = (machine[3] ?? 0) + (machine[4] ?? 0);
    return { at, processTicks, machineBusy: total - idle, machineTotal: total };
  } catch {
    return { at, processTicks: Number.NaN, machineBusy: Number.NaN, machineTotal: Number.NaN };
  }
}

/** Server CPU as % of one core, and the machine's busy share of all cores, between two snapshots. */
function cpuUse(from: CpuSnapshot, to: CpuSnapshot) {
  const seconds = (to.at - from.at) / 1000;
  return {
    serverPercent: ((to.processTicks - from.processTicks) / CLOCK_TICKS / seconds) * 100,
    machinePercent:
      ((to.machineBusy - from.machineBusy) / (to.machineTotal - from.machineTotal)) * 100,
  };
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

/** Newest source file the server bundle is built from, to warn about a stale dist. */
function newestSourceMs(): { path: string; ms: number } {
  let newest = { path: '', ms: 0 };
  for (const dir of [
    'apps/server/src',
    'packages/api/src',
    'packages/core/src',
    'packages/db/src',
    'packages/contracts/src',
  ]) {
    const root = join(REPO, dir);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
      const path = join(root, entry);
      const ms = statSync(path).mtimeMs;
      if (ms > newest.ms) newest = { path, ms };
    }
  }
  return newest;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// --- Seeding (repositories of @advance/db and core's createSession; no raw SQL) -------------

async function seedAccounts(
  db: DbHandle['db'],
  staffCount: number,
): Promise<{ customers: Customer[]; staff: Account[] }> {
  // createSession reads only these two.
  const deps = { db, now: () => new Date() } as unknown as CoreDeps;
  const meta = { ip: '127.0.0.1', userAgent: 'bench/live' };
  const cookieName = sessionCookieName({ secureCookies: false });

  const account = async (email: string, role: 'user' | 'admin') => {
    const user = await insertUserIfEmailFree(db, {
      email,
      passwordHash: null,
      firstName: 'Bench',
      lastName: role === 'admin' ? 'Staff' : 'Customer',
      phone: null,
      role,
    });
    if (!user) throw new Error(`Seeding: ${email} already exists`);
    const session = await createSession(deps, { id: user.id, role }, meta);
    return { userId: user.id, cookie: `${cookieName}=${session.token}` };
  };

  const customers = await eachLimited(
    Array.from({ length: CUSTOMERS }, (_, i) => i),
    SEED_CONCURRENCY,
    async (index) => {
      const customer = await account(`customer${index + 1}@example.com`, 'user');
      const conversation = await insertConversation(db, {
        userId: customer.userId,
        applicationId: null,
        title: SUPPORT_CONVERSATION_TITLE,
      });
      return { ...customer, index, conversationId: conversation.id };
    },
  );
  const staff = await eachLimited(
    Array.from({ length: staffCount }, (_, i) => i),
    SEED_CONCURRENCY,
    (index) => account(`staff${index + 1}@example.com`, 'admin'),
  );
  return { customers, staff };
}

// --- The server under test ------------------------------------------------------------------

interface RunningServer {
  child: ChildProcess;
  pid: number;
  base: string;
  origin: string;
  stop: () => Promise<void>;
}

async function startServer(databaseUrl: string, dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SUPER_ADMIN_EMAIL: 'bench-admin@example.com',
      SUPER_ADMIN_PASSWORD: `bench-${Math.random().toString(36).slice(2)}-password`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) print(`  [server] ${line}`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });

  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`The server exited with code ${exitCode}`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server was not ready within 30 s');
    }
    await sleep(100);
  }
  if (child.pid === undefined) throw new Error('The server has no pid');
  return { child, pid: child.pid, base: origin, origin, stop };
}

// --- Customers' sockets -----------------------------------------------------------------------

function connect(server: RunningServer, customer: Customer): Promise<void> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws`, {
      headers: { origin: server.origin, cookie: customer.cookie },
    });
    let authenticated = false;
    const timer = setTimeout(() => {
      socket.terminate();
      fail(new Error(`customer ${customer.index}: not authenticated within 15 s`));
    }, 15_000);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'authenticate', userId: customer.userId }));
    });
    // Before authentication an error fails the connect; later ones end in 'close' (counted).
    socket.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    socket.on('close', (code) => {
      if (authenticated && code !== 1000 && code !== 1001 && code !== 1005) {
        anomalies.unexpectedCloses += 1;
      }
    });
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as {
        type?: string;
        conversationId?: string;
        message?: { content?: string };
      };
      if (message.type === 'authenticated') {
        authenticated = true;
        clearTimeout(timer);
        customer.socket = socket;
        done();
        return;
      }
      if (message.type !== 'new_message') return;
      const probe = probes.get(message.message?.content ?? '');
      if (!probe) {
        anomalies.strays += 1;
        return;
      }
      if (probe.customer !== customer || message.conversationId !== customer.conversationId) {
        anomalies.misrouted += 1;
        return;
      }
      probe.deliveries += 1;
      if (probe.deliveries === 1) probe.deliveredAt = at;
    });
  });
}

// --- Staff messages ---------------------------------------------------------------------------

async function runPhase(
  server: RunningServer,
  phase: Phase,
  customers: Customer[],
  random: () => number,
): Promise<PhaseResult> {
  const mine: Probe[] = [];
  const failedPosts: string[] = [];

  const send = async (i: number, staff: Account) => {
    const customer = customers[Math.floor(random() * customers.length)] as Customer;
    const content = `${phase.name} #${i} ${Math.random().toString(36).slice(2, 10)}`;
    const probe: Probe = { customer, sentAt: 0, deliveries: 0 };
    probes.set(content, probe);
    mine.push(probe);
    probe.sentAt = performance.now();
    try {
      const response = await fetch(
        `${server.base}/api/conversations/${customer.conversationId}/messages`,
        {
          method: 'POST',
          headers: {
            origin: server.origin,
            cookie: staff.cookie,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ content }),
        },
      );
      probe.postMs = performance.now() - probe.sentAt;
      probe.postStatus = response.status;
      const body = await response.text();
      if (response.status !== 201) failedPosts.push(`${response.status} ${body.slice(0, 200)}`);
    } catch (error) {
      failedPosts.push(error instanceof Error ? error.message : String(error));
    }
  };

  const cpuBefore = cpuSnapshot(server.pid);
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  if (phase.burst) {
    await Promise.all(
      phase.staff.map(async (staff, k) => {
        for (let i = k; i < phase.messages; i += phase.staff.length) await send(i, staff);
      }),
    );
  } else {
    const interval = 1000 / (phase.ratePerSecond ?? 1);
    const sends: Promise<void>[] = [];
    for (let i = 0; i < phase.messages; i++) {
      const wait = started + i * interval - performance.now();
      if (wait > 0) await sleep(wait);
      sends.push(send(i, phase.staff[i % phase.staff.length] as Account));
    }
    await Promise.all(sends);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuUse(cpuBefore, cpuSnapshot(server.pid));
  const benchCpu = process.cpuUsage(benchCpuBefore);

  // Let late deliveries (and any duplicate) arrive.
  const deadline = performance.now() + DELIVERY_GRACE_MS;
  while (performance.now() < deadline && mine.some((p) => p.postStatus === 201 && !p.deliveries))
    await sleep(20);
  await sleep(300);

  const delivered = mine.filter((p) => p.deliveredAt !== undefined);
  return {
    phase,
    seconds,
    delivery: delivered.map((p) => (p.deliveredAt as number) - p.sentAt).sort((a, b) => a - b),
    post: mine
      .filter((p) => p.postMs !== undefined)
      .map((p) => p.postMs as number)
      .sort((a, b) => a - b),
    deliveredOnce: mine.filter((p) => p.deliveries === 1).length,
    missing: mine.filter((p) => p.deliveries === 0).length,
    duplicates: mine.filter((p) => p.deliveries > 1).length,
    failedPosts,
    afterPost: delivered
      .filter((p) => p.postMs !== undefined)
      .map((p) => (p.deliveredAt as number) - p.sentAt - (p.postMs as number))
      .sort((a, b) => a - b),
    serverCpuPercent: cpu.serverPercent,
    machineCpuPercent: cpu.machinePercent,
    benchCpuPercent: ((benchCpu.user + benchCpu.system) / 1000 / (seconds * 1000)) * 100,
  };
}

function phaseLabel(phase: Phase): string {
  return phase.burst
    ? `burst: ${phase.staff.length} staff back to back`
    : `paced: ${phase.ratePerSecond}/s`;
}

function table(results: PhaseResult[]): string[] {
  const header = [
    'case',
    'messages',
    'sent/s',
    'delivered once',
    'median ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'target',
    'result',
  ];
  const body: string[][] = [];
  for (const r of results) {
    const stats = (sorted: number[]) => [
      median(sorted).toFixed(1),
      percentile(sorted, 0.95).toFixed(1),
      percentile(sorted, 0.99).toFixed(1),
      (sorted[sorted.length - 1] ?? Number.NaN).toFixed(1),
    ];
    const p99 = percentile(r.delivery, 0.99);
    body.push([
      `delivery, ${phaseLabel(r.phase)}`,
      fmt(r.phase.messages),
      (r.phase.messages / r.seconds).toFixed(0),
      fmt(r.deliveredOnce),
      ...stats(r.delivery),
      `p99 < ${TARGET_P99_MS} ms`,
      p99 < TARGET_P99_MS ? 'PASS' : 'MISS',
    ]);
    body.push([
      `POST response, ${phaseLabel(r.phase)}`,
      fmt(r.phase.messages),
      '',
      '',
      ...stats(r.post),
      '',
      '',
    ]);
  }
  const widths = header.map((h, i) =>
    Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)),
  );
  const numeric = new Set([1, 2, 3, 4, 5, 6, 7]);
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, i) =>
        numeric.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...body.map(line),
  ];
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(
      `${SERVER_MAIN} is missing: build the server first (npm run build, or npx turbo run build --filter=@advance/server...)`,
    );
  }
  const builtMs = statSync(SERVER_MAIN).mtimeMs;
  const newest = newestSourceMs();

  const adminUrl = new URL(ADMIN_URL);
  const name = `advance_bench_live_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-live-'));
  let handle: DbHandle | undefined;
  let server: RunningServer | undefined;
  let customers: Customer[] = [];
  let created = false;
  let cleaning: Promise<void> | undefined;

  const cleanup = () => {
    cleaning ??= (async () => {
      for (const customer of customers) customer.socket?.terminate();
      await server?.stop().catch(() => {});
      await handle?.close().catch(() => {});
      if (created) {
        await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
        print(`Dropped database ${name}.`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server, dropping ${name}.`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const version = await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ version: string }>('select version()');
      await admin.query(`create database "${name}"`);
      created = true;
      return rows[0]?.version ?? 'unknown';
    });
    const cpuList = cpus();
    print('Benefit Advance: live delivery benchmark (1,000 customer sockets, one instance)');
    print(`Date:       ${new Date().toISOString()}`);
    print(`PostgreSQL: ${version}`);
    print(
      `Node:       ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
    );
    print(`Database:   ${adminUrl.hostname}:${adminUrl.port || 5432}/${name} (dropped at the end)`);
    print(`Server:     ${SERVER_MAIN} built ${new Date(builtMs).toISOString()}`);
    if (newest.ms > builtMs) {
      print(
        `WARNING:    ${newest.path} is newer than the build; run npm run build to measure the current code.`,
      );
    }
    print();

    const phases: Phase[] = [
      { name: 'warm-up', messages: WARMUP_MESSAGES, staff: [], ratePerSecond: WARMUP_RATE },
      { name: 'paced', messages: PACED_MESSAGES, staff: [], ratePerSecond: PACED_RATE },
      { name: 'burst', messages: BURST_MESSAGES, staff: [], burst: true },
    ];
    const staffNeeded = (phase: Phase) =>
      Math.max(phase.burst ? BURST_STAFF : 1, Math.ceil(phase.messages / MESSAGES_PER_STAFF));
    const staffCount = phases.reduce((sum, phase) => sum + staffNeeded(phase), 0);

    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${name}`;
    handle = await createDb({ databaseUrl: dbUrl.toString() });
    await migrateToLatest(handle.db);

    print(
      `Seeding ${fmt(CUSTOMERS)} customers with a conversation and a session each, ${staffCount} staff with sessions...`,
    );
    const seedStarted = performance.now();
    const seeded = await seedAccounts(handle.db, staffCount);
    customers = seeded.customers;
    print(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`);
    // The bench's own pool is not needed any more; keep the server's connections the only load.
    await handle.close();
    handle = undefined;

    print('Starting the server...');
    server = await startServer(dbUrl.toString(), dataDir);
    print(`Server pid ${server.pid} ready on ${server.base}.`);
    await sleep(SETTLE_MS);
    const rssBefore = rssKb(server.pid);

    const connectStarted = performance.now();
    const running = server;
    await eachLimited(customers, CONNECT_CONCURRENCY, (customer) => connect(running, customer));
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await sleep(SETTLE_MS);
    const rssAfter = rssKb(server.pid);
    print(
      `Opened and authenticated ${fmt(CUSTOMERS)} sockets in ${connectSeconds.toFixed(1)} s (${CONNECT_CONCURRENCY} at a time).`,
    );
    print();

    const random = generator(20261121);
    let nextStaff = 0;
    for (const phase of phases) {
      phase.staff = seeded.staff.slice(nextStaff, nextStaff + staffNeeded(phase));
      nextStaff += phase.staff.length;
    }
    const all: PhaseResult[] = [];
    for (const phase of phases) {
      print(`Phase ${phase.name}: ${fmt(phase.messages)} messages, ${phaseLabel(phase)}...`);
      const result = await runPhase(running, phase, customers, random);
      print(
        `  sent in ${result.seconds.toFixed(1)} s (${(phase.messages / result.seconds).toFixed(1)} messages/s); delivered once ${fmt(result.deliveredOnce)}, missing ${result.missing}, duplicated ${result.duplicates}, failed POSTs ${result.failedPosts.length}`,
      );
      print(
        `  CPU: server ${result.serverCpuPercent.toFixed(0)} % of one core, bench ${result.benchCpuPercent.toFixed(0)} %, machine ${result.machineCpuPercent.toFixed(0)} % busy (all ${cpuList.length} cores); delivery came ${median(result.afterPost).toFixed(1)} ms (median) after the POST's answer`,
      );
      for (const failure of result.failedPosts.slice(0, 5)) print(`    failed POST: ${failure}`);
      all.push(result);
    }
    const results = all.filter((r) => r.phase.name !== 'warm-up');
    const rssEnd = rssKb(running.pid);

    print();
    for (const line of table(results)) print(line);
    print();
    const perConnection = (rssAfter - rssBefore) / CUSTOMERS;
    print(
      `Server RSS: ${fmt(rssBefore)} KB before the sockets, ${fmt(rssAfter)} KB with ${fmt(CUSTOMERS)} sockets open (${perConnection.toFixed(1)} KB per connection), ${fmt(rssEnd)} KB after the messages.`,
    );
    print(
      `Anomalies: ${anomalies.misrouted} delivered to the wrong socket, ${anomalies.strays} unknown messages, ${anomalies.unexpectedCloses} sockets closed by the server.`,
    );
    const missed = results.filter((r) => !(percentile(r.delivery, 0.99) < TARGET_P99_MS));
    print(
      missed.length === 0
        ? `Delivery p99 under ${TARGET_P99_MS} ms in every phase.`
        : `Delivery p99 missed ${TARGET_P99_MS} ms: ${missed.map((r) => phaseLabel(r.phase)).join('; ')}.`,
    );

    const broken = all.filter(
      (r) => r.deliveredOnce !== r.phase.messages || r.failedPosts.length > 0,
    );
    if (
      broken.length > 0 ||
      anomalies.misrouted > 0 ||
      anomalies.strays > 0 ||
      anomalies.unexpectedCloses > 0
    ) {
      throw new Error('Not every message was posted and delivered exactly once to its customer');
    }
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * Issue 5: live chat delivery to 1,000 connected customers on one server instance (load in
 * separate processes since issue 16).
 *
 * Creates a throw-away database on the server named by BENCH_DATABASE_URL and starts the
 * built server (apps/server/dist/main.js, or BENCH_SERVER) on it, which migrates it. Then
 * it seeds customers (one support conversation each) and staff, with sessions made by
 * core's `createSession`. The customers' 1,000 authenticated `/ws` sockets live in one
 * child process (bench/stack/live-sockets.ts), the staff's
 * `POST /api/conversations/:id/messages` come from another (bench/stack/live-sender.ts), so
 * neither the sending nor the receiving side waits on the other or on this process. Delivery
 * latency is the time from just before a POST is sent until the owning customer's socket
 * receives `new_message` with that message's unique content; both processes stamp with
 * `process.hrtime` (CLOCK_MONOTONIC, one clock for the whole machine). The server's RSS is
 * read before and after the sockets open. Prints a table, stops everything and drops the
 * database (also on errors and Ctrl-C). Missing the target is reported as MISS, not as a
 * failure: the exit code is non-zero only when something broke (including a message not
 * delivered exactly once, or to the wrong socket).
 *
 *   npm run build            # once: the benchmark runs apps/server/dist/main.js
 *   npm run bench:live
 *   BENCH_DATABASE_URL=postgres://user:pass@host:5432/postgres npm run bench:live
 *   BENCH_RATE=50 BENCH_MESSAGES=1000 npm run bench:live   # paced phase: messages/s, count
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPPORT_CONVERSATION_TITLE } from '@advance/contracts';
import { createDb, type Db, insertConversation } from '@advance/db';
import type { PhaseCommand, PhaseReport, PlannedSend, SentMessage } from './stack/live-sender';
import type { SocketCustomer, SocketsCommand, SocketsReport } from './stack/live-sockets';
import { createScratchDatabase, type ScratchDatabase } from './stack/scratch-database';
import { type Account, seedAccount } from './stack/seed-accounts';
import {
  cpuMs,
  ensureBuilt,
  fmt,
  machineTicks,
  markdownTable,
  percentile,
  print,
  productEnv,
  REPO,
  type RunningServer,
  rssKb,
  serverBuild,
  sleep,
  startServer,
} from './stack/server-process';

const env: Record<string, string | undefined> = process.env;
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

type Customer = SocketCustomer;

interface Phase {
  name: string;
  messages: number;
  staff: Account[];
  /** Open loop: send i leaves at start + i / rate, whatever the server is doing. */
  ratePerSecond?: number;
  /** Closed loop: each staff account sends its share back to back. */
  burst?: boolean;
}

/** One staff message, followed from POST to delivery. */
interface Probe {
  customer: Customer;
  sent?: SentMessage;
  deliveredAtMs?: number;
  deliveries: number;
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
  /** Each process's CPU as % of one core over the phase; the machine's busy share of all cores. */
  serverPercent: number;
  senderPercent: number;
  socketsPercent: number;
  machinePercent: number;
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

// --- Seeding (repositories of @advance/db and core's createSession; no raw SQL) -------------

async function seedAccounts(
  db: Db,
  staffCount: number,
): Promise<{ customers: Customer[]; staff: Account[] }> {
  const customers = await eachLimited(
    Array.from({ length: CUSTOMERS }, (_, i) => i),
    SEED_CONCURRENCY,
    async (index) => {
      const customer = await seedAccount(db, `customer${index + 1}@example.com`, 'user');
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
    (index) => seedAccount(db, `staff${index + 1}@example.com`, 'admin'),
  );
  return { customers, staff };
}

// --- The load processes ------------------------------------------------------------------------

function forkChild(file: string): ChildProcess {
  return fork(join(REPO, file), [], { cwd: REPO, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
}

/** The customers' sockets process: routes its reports into the probes. */
function startSockets(customers: Customer[]) {
  const child = forkChild('bench/stack/live-sockets.ts');
  let connected: ((seconds: number) => void) | undefined;
  let failed: ((error: Error) => void) | undefined;
  child.on('message', (report: SocketsReport) => {
    if (report.type === 'connected') connected?.(report.seconds);
    else if (report.type === 'failed') failed?.(new Error(report.message));
    else if (report.type === 'closed') {
      if (report.code !== 1000 && report.code !== 1001 && report.code !== 1005)
        anomalies.unexpectedCloses += 1;
    } else {
      const probe = probes.get(report.content);
      if (!probe) {
        anomalies.strays += 1;
        return;
      }
      const customer = customers[report.customerIndex];
      if (probe.customer !== customer || report.conversationId !== probe.customer.conversationId) {
        anomalies.misrouted += 1;
        return;
      }
      probe.deliveries += 1;
      if (probe.deliveries === 1) probe.deliveredAtMs = report.atMs;
    }
  });
  return {
    child,
    connect: (server: RunningServer) =>
      new Promise<number>((done, fail) => {
        connected = done;
        failed = fail;
        const command: SocketsCommand = {
          type: 'connect',
          base: server.origin,
          origin: server.origin,
          customers,
          concurrency: CONNECT_CONCURRENCY,
        };
        child.send(command);
      }),
    close: () => {
      if (child.connected) child.send({ type: 'close' } satisfies SocketsCommand);
    },
  };
}

function startSender() {
  const child = forkChild('bench/stack/live-sender.ts');
  return {
    child,
    run: (command: PhaseCommand) =>
      new Promise<PhaseReport>((done, fail) => {
        child.once('message', (report: PhaseReport | { type: 'failed'; message: string }) =>
          report.type === 'phase-done' ? done(report) : fail(new Error(report.message)),
        );
        child.send(command);
      }),
    close: () => {
      if (child.connected) child.send({ type: 'exit' });
    },
  };
}

// --- Staff messages ---------------------------------------------------------------------------

async function runPhase(
  server: RunningServer,
  sender: ReturnType<typeof startSender>,
  socketsPid: number,
  phase: Phase,
  customers: Customer[],
  random: () => number,
): Promise<PhaseResult> {
  const mine: Probe[] = [];
  const sends: PlannedSend[] = [];
  for (let i = 0; i < phase.messages; i++) {
    const customer = customers[Math.floor(random() * customers.length)] as Customer;
    const content = `${phase.name} #${i} ${Math.random().toString(36).slice(2, 10)}`;
    const probe: Probe = { customer, deliveries: 0 };
    probes.set(content, probe);
    mine.push(probe);
    sends.push({ conversationId: customer.conversationId, content, staff: i % phase.staff.length });
  }
  const pids = [server.pid, sender.child.pid ?? 0, socketsPid];
  const cpuBefore = pids.map(cpuMs);
  const machineBefore = machineTicks();
  const started = performance.now();
  const report = await sender.run({
    type: 'phase',
    base: server.origin,
    origin: server.origin,
    staffCookies: phase.staff.map((s) => s.cookie),
    sends,
    ...(phase.ratePerSecond && { ratePerSecond: phase.ratePerSecond }),
    ...(phase.burst && { burst: true }),
  });
  const wall = (performance.now() - started) / 1000;
  const cpu = pids.map((pid, i) => ((cpuMs(pid) - (cpuBefore[i] ?? 0)) / (wall * 1000)) * 100);
  const machineAfter = machineTicks();
  for (const sent of report.sent) {
    const probe = probes.get(sent.content);
    if (probe) probe.sent = sent;
  }

  // Let late deliveries (and any duplicate) arrive.
  const deadline = performance.now() + DELIVERY_GRACE_MS;
  while (
    performance.now() < deadline &&
    mine.some((p) => p.sent?.status === 201 && p.deliveries === 0)
  )
    await sleep(20);
  await sleep(300);

  const delivered = mine.filter((p) => p.deliveredAtMs !== undefined && p.sent);
  const latency = (p: Probe) => (p.deliveredAtMs as number) - (p.sent as SentMessage).sentAtMs;
  return {
    phase,
    seconds: report.seconds,
    delivery: delivered.map(latency).sort((a, b) => a - b),
    post: mine
      .filter((p) => p.sent?.postMs !== undefined)
      .map((p) => p.sent?.postMs as number)
      .sort((a, b) => a - b),
    deliveredOnce: mine.filter((p) => p.deliveries === 1).length,
    missing: mine.filter((p) => p.deliveries === 0).length,
    duplicates: mine.filter((p) => p.deliveries > 1).length,
    failedPosts: report.sent.flatMap((s) => (s.error ? [s.error] : [])),
    afterPost: delivered
      .filter((p) => p.sent?.postMs !== undefined)
      .map((p) => latency(p) - (p.sent?.postMs as number))
      .sort((a, b) => a - b),
    serverPercent: cpu[0] ?? Number.NaN,
    senderPercent: cpu[1] ?? Number.NaN,
    socketsPercent: cpu[2] ?? Number.NaN,
    machinePercent:
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
  };
}

function phaseLabel(phase: Phase): string {
  return phase.burst
    ? `burst: ${phase.staff.length} staff back to back`
    : `paced: ${phase.ratePerSecond}/s`;
}

function table(results: PhaseResult[]): string[] {
  const rows: string[][] = [];
  for (const r of results) {
    const stats = (sorted: number[]) => [
      fmt(median(sorted), 1),
      fmt(percentile(sorted, 0.95), 1),
      fmt(percentile(sorted, 0.99), 1),
      fmt(sorted[sorted.length - 1] ?? Number.NaN, 1),
    ];
    const p99 = percentile(r.delivery, 0.99);
    rows.push([
      `delivery, ${phaseLabel(r.phase)}`,
      fmt(r.phase.messages),
      fmt(r.phase.messages / r.seconds),
      fmt(r.deliveredOnce),
      ...stats(r.delivery),
      `p99 < ${TARGET_P99_MS} ms`,
      p99 < TARGET_P99_MS ? 'PASS' : 'MISS',
    ]);
    rows.push([
      `POST response, ${phaseLabel(r.phase)}`,
      fmt(r.phase.messages),
      '',
      '',
      ...stats(r.post),
      '',
      '',
    ]);
  }
  return markdownTable(
    [
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
    ],
    rows,
    new Set([1, 2, 3, 4, 5, 6, 7]),
  );
}

async function main(): Promise<void> {
  const build = serverBuild();
  ensureBuilt(build);
  const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-live-'));
  let database: ScratchDatabase | undefined;
  let server: RunningServer | undefined;
  let sockets: ReturnType<typeof startSockets> | undefined;
  let sender: ReturnType<typeof startSender> | undefined;
  let cleaning: Promise<void> | undefined;

  const cleanup = () => {
    cleaning ??= (async () => {
      sockets?.close();
      sender?.close();
      await sleep(600);
      sockets?.child.kill();
      sender?.child.kill();
      await server?.stop().catch(() => {});
      if (database) {
        await database.drop().catch(() => {});
        print(`Dropped database ${database.name}.`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server, dropping the database.`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    database = await createScratchDatabase('advance_bench_live');
    const cpuList = cpus();
    print('Benefit Advance: live delivery benchmark (1,000 customer sockets, one instance)');
    print(`Date:       ${new Date().toISOString()}`);
    print(`PostgreSQL: ${database.version.split(',')[0]}`);
    print(
      `Node:       ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
    );
    print(`Database:   ${database.name} (dropped at the end)`);
    print(`Server:     ${build.main} (${build.label})`);
    print();

    const phases: Phase[] = [
      { name: 'warm-up', messages: WARMUP_MESSAGES, staff: [], ratePerSecond: WARMUP_RATE },
      { name: 'paced', messages: PACED_MESSAGES, staff: [], ratePerSecond: PACED_RATE },
      { name: 'burst', messages: BURST_MESSAGES, staff: [], burst: true },
    ];
    const staffNeeded = (phase: Phase) =>
      Math.max(phase.burst ? BURST_STAFF : 1, Math.ceil(phase.messages / MESSAGES_PER_STAFF));
    const staffCount = phases.reduce((sum, phase) => sum + staffNeeded(phase), 0);

    print('Starting the server (it migrates the database)...');
    server = await startServer({
      args: [build.main],
      // 1,000 customers stand in for 1,000 addresses but all come from 127.0.0.1: lift the
      // per-address connection ceiling (64 by default without a proxy).
      env: {
        ...productEnv(build, { databaseUrl: database.url, dataDir }),
        MAX_CONNECTIONS_PER_ADDRESS: '0',
      },
      relay: 'server',
    });
    print(`Server pid ${server.pid} ready on ${server.origin}.`);

    print(
      `Seeding ${fmt(CUSTOMERS)} customers with a conversation and a session each, ${staffCount} staff with sessions...`,
    );
    const seedStarted = performance.now();
    const handle = await createDb({ databaseUrl: database.url });
    const seeded = await seedAccounts(handle.db, staffCount).finally(() => handle.close());
    const customers = seeded.customers;
    print(`Seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s.`);

    await sleep(SETTLE_MS);
    const rssBefore = rssKb(server.pid);
    sockets = startSockets(customers);
    sender = startSender();
    const connectSeconds = await sockets.connect(server);
    await sleep(SETTLE_MS);
    const rssAfter = rssKb(server.pid);
    print(
      `Opened and authenticated ${fmt(CUSTOMERS)} sockets in ${fmt(connectSeconds, 1)} s (${CONNECT_CONCURRENCY} at a time, in their own process).`,
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
      const result = await runPhase(
        server,
        sender,
        sockets.child.pid ?? 0,
        phase,
        customers,
        random,
      );
      print(
        `  sent in ${fmt(result.seconds, 1)} s (${fmt(phase.messages / result.seconds, 1)} messages/s); delivered once ${fmt(result.deliveredOnce)}, missing ${result.missing}, duplicated ${result.duplicates}, failed POSTs ${result.failedPosts.length}`,
      );
      print(
        `  CPU (% of one core): server ${fmt(result.serverPercent)}, sender ${fmt(result.senderPercent)}, sockets ${fmt(result.socketsPercent)}; machine ${fmt(result.machinePercent)} % busy (all ${cpuList.length} cores); delivery came ${fmt(median(result.afterPost), 1)} ms (median) after the POST's answer`,
      );
      for (const failure of result.failedPosts.slice(0, 5)) print(`    failed POST: ${failure}`);
      all.push(result);
    }
    const results = all.filter((r) => r.phase.name !== 'warm-up');
    const rssEnd = rssKb(server.pid);

    print();
    for (const line of table(results)) print(line);
    print();
    const perConnection = (rssAfter - rssBefore) / CUSTOMERS;
    print(
      `Server RSS: ${fmt(rssBefore)} KB before the sockets, ${fmt(rssAfter)} KB with ${fmt(CUSTOMERS)} sockets open (${fmt(perConnection, 1)} KB per connection), ${fmt(rssEnd)} KB after the messages.`,
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

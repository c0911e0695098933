/**
 * Issue 16: what the product's request path costs next to a bare Fastify + `pg` server
 * doing the same work, measured side by side in one run so the ratios hold on a noisy
 * machine.
 *
 * Creates a throw-away PostgreSQL database, starts the BUILT server on it (it migrates),
 * seeds a customer with two applications and a session, starts bench/stack/bare-server.ts
 * on the same database, checks that both answer byte-identical bodies, then drives both
 * with autocannon in a separate process (bench/stack/load-driver.ts), interleaved: each
 * round runs every case on both servers, the order alternating by round. Per case and
 * server it prints requests/s, p50/p99 latency and the server process's CPU per request
 * (/proc/<pid>/stat over the run); then the ratios product/bare and PASS/MISS against the
 * issue's targets on CPU efficiency (bare CPU per request ÷ product CPU per request).
 * A fixed-rate run of the REST read (BENCH_FIXED_RATE, default 200/s) shows latency at a
 * load both handle. Missing a target is not a failure; the exit code is non-zero only when
 * something broke (a body differs, a request is refused, a server dies).
 *
 *   npm run bench:stack
 *   BENCH_SERVER=/work/before-build/server/dist/main.js BENCH_WEB_DIST=/work/before-build/web-dist npm run bench:stack
 *   BENCH_ROUNDS=5 BENCH_SECONDS=8 BENCH_CONNECTIONS=32 npm run bench:stack
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@advance/db';
import { type Measured, measure, unexpected } from './stack/drive';
import { createScratchDatabase, type ScratchDatabase } from './stack/scratch-database';
import { seedCustomerWithApplications } from './stack/seed-accounts';
import {
  ensureBuilt,
  fmt,
  markdownTable,
  median,
  print,
  productEnv,
  type RunningServer,
  serverBuild,
  startServer,
} from './stack/server-process';

const env: Record<string, string | undefined> = process.env;
const ROUNDS = Number(env.BENCH_ROUNDS || 3);
const SECONDS = Number(env.BENCH_SECONDS || 5);
const WARMUP_SECONDS = 3;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || 16);
const FIXED_RATE = Number(env.BENCH_FIXED_RATE ?? 200);
const APPLICATIONS = 2;

interface Case {
  name: string;
  productPath: string;
  barePath: string;
  signedIn: boolean;
  /** Bare CPU per request ÷ product CPU per request must reach this. */
  target: number;
  overallRate?: number;
}

const CASES: Case[] = [
  {
    name: 'REST read',
    productPath: '/api/applications',
    barePath: '/api/applications',
    signedIn: true,
    target: 0.75,
  },
  {
    name: 'tRPC read',
    productPath: '/trpc/applications.mine',
    barePath: '/trpc/applications.mine',
    signedIn: true,
    target: 0.6,
  },
  {
    name: '/healthz vs hello',
    productPath: '/healthz',
    barePath: '/hello',
    signedIn: false,
    target: 0.6,
  },
];

type Side = 'product' | 'bare';

async function body(server: RunningServer, path: string, cookie: string | undefined) {
  const response = await fetch(`${server.origin}${path}`, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

async function main() {
  const build = serverBuild();
  ensureBuilt(build);
  const cpuList = cpus();
  let database: ScratchDatabase | undefined;
  let product: RunningServer | undefined;
  let bare: RunningServer | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-stack-'));
  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await product?.stop().catch(() => {});
      await bare?.stop().catch(() => {});
      await database?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  const onSignal = (signal: string) => {
    console.error(`\n${signal}: stopping the servers, dropping the database.`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    database = await createScratchDatabase('advance_bench_stack');
    print('Benefit Advance: request path against a bare Fastify + pg baseline (issue 16)');
    print(`Date:        ${new Date().toISOString()}`);
    print(
      `Node:        ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
    );
    print(
      `PostgreSQL:  ${database.version.split(',')[0]}, database ${database.name} (dropped at the end)`,
    );
    print(`Product:     ${build.main} (${build.label})`);
    print(
      `Load:        autocannon in its own process, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per case and server, after ${WARMUP_SECONDS} s warm-up`,
    );

    product = await startServer({
      // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to the product's node.
      args: [...(env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), build.main],
      env: {
        ...productEnv(build, { databaseUrl: database.url, dataDir }),
        MAX_CONNECTIONS_PER_ADDRESS: '0',
      },
      relay: 'product',
    });
    const handle = await createDb({ databaseUrl: database.url });
    const customer = await seedCustomerWithApplications(handle.db, APPLICATIONS).finally(() =>
      handle.close(),
    );
    bare = await startServer({
      args: [
        ...(env.BENCH_BARE_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        '--import',
        'tsx',
        'bench/stack/bare-server.ts',
      ],
      env: { DATABASE_URL: database.url },
      readyPath: '/hello',
      relay: 'bare',
    });
    print(`Servers:     product pid ${product.pid}, bare pid ${bare.pid}`);

    // Same work means the same answer: compare the bodies byte for byte before measuring
    // (and every answer under load against it).
    const expected = new Map<string, string>();
    for (const c of CASES) {
      const cookie = c.signedIn ? customer.cookie : undefined;
      const [a, b] = [
        await body(product, c.productPath, cookie),
        await body(bare, c.barePath, cookie),
      ];
      if (a !== b)
        throw new Error(
          `${c.name}: the bodies differ\nproduct: ${a.slice(0, 600)}\nbare:    ${b.slice(0, 600)}`,
        );
      expected.set(c.productPath, a);
      print(`Body:        ${c.name}: ${fmt(Buffer.byteLength(a))} bytes, identical`);
    }
    print();

    const servers: Record<Side, RunningServer> = { product, bare };
    const run = async (c: Case, side: Side, seconds: number, overallRate?: number) => {
      const server = servers[side];
      const result = await measure(server.pid, {
        origin: server.origin,
        connections: overallRate ? Math.min(CONNECTIONS, 4) : CONNECTIONS,
        durationS: seconds,
        ...(overallRate && { overallRate }),
        request: {
          method: 'GET',
          path: side === 'product' ? c.productPath : c.barePath,
          headers: c.signedIn ? { cookie: customer.cookie } : {},
          expectBody: expected.get(c.productPath) as string,
        },
      });
      const wrong = unexpected(result, 200);
      if (wrong) throw new Error(`${c.name} on ${side}: answers other than 200: ${wrong}`);
      if (server.exitCode() !== undefined) throw new Error(`The ${side} server died`);
      return result;
    };

    print('Warm-up...');
    for (const c of CASES)
      for (const side of ['product', 'bare'] as const) await run(c, side, WARMUP_SECONDS);

    // BENCH_CASES=REST,tRPC keeps the cases whose name contains one of the words.
    const only = env.BENCH_CASES?.split(',').filter(Boolean);
    const cases: Case[] = [
      ...CASES,
      ...(FIXED_RATE > 0
        ? [{ ...(CASES[0] as Case), name: `REST read at ${FIXED_RATE}/s`, overallRate: FIXED_RATE }]
        : []),
    ].filter((c) => !only || only.some((word) => c.name.includes(word)));
    const results = new Map<string, Measured[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of cases) {
        const order: Side[] = round % 2 === 1 ? ['product', 'bare'] : ['bare', 'product'];
        for (const side of order) {
          const result = await run(c, side, SECONDS, c.overallRate);
          const key = `${c.name}|${side}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          print(
            `  round ${round} ${c.name.padEnd(22)} ${side.padEnd(7)} ${fmt(result.perSecond).padStart(6)} req/s  p50 ${fmt(result.p50Ms, 1).padStart(5)} ms  p99 ${fmt(result.p99Ms, 1).padStart(6)} ms  server CPU ${fmt(result.cpuPerRequestMs * 1000).padStart(4)} µs/req  machine ${fmt(result.machineBusyPercent)} % busy`,
          );
        }
      }
    }

    const summary = (runs: Measured[]) => {
      const requests = runs.reduce((s, r) => s + r.requests, 0);
      return {
        perSecond: requests / runs.reduce((s, r) => s + r.seconds, 0),
        p50: median(runs.map((r) => r.p50Ms)),
        p99: median(runs.map((r) => r.p99Ms)),
        cpuUs: (runs.reduce((s, r) => s + r.serverCpuMs, 0) / requests) * 1000,
      };
    };
    const rows: string[][] = [];
    const ratios: string[][] = [];
    let missed = 0;
    for (const c of cases) {
      const p = summary(results.get(`${c.name}|product`) ?? []);
      const b = summary(results.get(`${c.name}|bare`) ?? []);
      for (const [side, s] of [
        ['product', p],
        ['bare', b],
      ] as const)
        rows.push([c.name, side, fmt(s.perSecond), fmt(s.p50, 1), fmt(s.p99, 1), fmt(s.cpuUs)]);
      const efficiency = b.cpuUs / p.cpuUs;
      const fixed = c.overallRate !== undefined;
      const pass = efficiency >= c.target;
      if (!fixed && !pass) missed += 1;
      ratios.push([
        c.name,
        fixed ? '–' : fmt(p.perSecond / b.perSecond, 2),
        fmt(efficiency, 2),
        fmt(p.cpuUs / b.cpuUs, 2),
        fmt(p.p99 / b.p99, 2),
        fixed ? '' : `≥ ${fmt(c.target, 2)}`,
        fixed ? '' : pass ? 'PASS' : 'MISS',
      ]);
    }
    print();
    for (const line of markdownTable(
      ['case', 'server', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU µs/req'],
      rows,
      new Set([2, 3, 4, 5]),
    ))
      print(line);
    print();
    for (const line of markdownTable(
      [
        'case',
        'req/s product÷bare',
        'CPU efficiency bare÷product',
        'CPU/req product÷bare',
        'p99 product÷bare',
        'target (efficiency)',
        'result',
      ],
      ratios,
      new Set([1, 2, 3, 4]),
    ))
      print(line);
    print();
    print(
      missed === 0
        ? 'Every CPU-efficiency target met.'
        : `${missed} CPU-efficiency target(s) missed (efficiency = bare CPU per request ÷ product CPU per request).`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

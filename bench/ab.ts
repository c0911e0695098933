/**
 * Issue 16: two (or more) builds of the server against each other and the bare baseline,
 * in one run, on the customer's read. The stack bench compares the product with the bare
 * server; a change to the product is judged by comparing builds, and on these hosts two
 * separate runs differ by more than most changes do. Here every round measures every
 * build, rotated (the order reverses each round: the first server of a round was measured
 * up to 10 % slower in fixed order), and the medians of the rounds are printed, with each
 * build's median difference to the first build within the same round.
 *
 *   BENCH_BUILDS=/tmp/before/main.js,apps/server/dist/main.js npm run bench:ab
 *   BENCH_PATH=/trpc/applications.mine BENCH_ROUNDS=11 BENCH_BUILDS=… npm run bench:ab
 *
 * A build outside the repository must sit where it finds the repository's node_modules
 * (e.g. copy the old bundle to apps/server/dist-before/main.js).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb } from '@advance/db';
import { measure, unexpected } from './stack/drive';
import { createScratchDatabase } from './stack/scratch-database';
import { seedCustomerWithApplications } from './stack/seed-accounts';
import {
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
const PATH = env.BENCH_PATH || '/api/applications';
const ROUNDS = Number(env.BENCH_ROUNDS || 9);
const AMOUNT = Number(env.BENCH_REQUESTS || 20_000);
const builds = (env.BENCH_BUILDS || 'apps/server/dist/main.js')
  .split(',')
  .filter(Boolean)
  .map((path) => resolve(path));

async function main() {
  const database = await createScratchDatabase('advance_bench_ab');
  const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-ab-'));
  const servers: { label: string; server: RunningServer }[] = [];
  try {
    const build = serverBuild();
    for (const [index, main] of builds.entries()) {
      const server = await startServer({
        args: [main],
        env: {
          ...productEnv(build, { databaseUrl: database.url, dataDir: join(dataDir, `${index}`) }),
          MAX_CONNECTIONS_PER_ADDRESS: '0',
        },
      });
      servers.push({ label: `${index + 1}: ${main}`, server });
    }
    const handle = await createDb({ databaseUrl: database.url });
    const customer = await seedCustomerWithApplications(handle.db, 2).finally(() => handle.close());
    const bare = await startServer({
      args: ['--import', 'tsx', 'bench/stack/bare-server.ts'],
      env: { DATABASE_URL: database.url },
      readyPath: '/hello',
    });
    servers.push({ label: 'bare', server: bare });
    print(`Builds against the bare server on ${PATH}: ${ROUNDS} rounds of ${fmt(AMOUNT)} requests`);

    const perRequest = new Map<string, number[]>();
    for (let round = 0; round <= ROUNDS; round++) {
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const { label, server } of order) {
        const result = await measure(server.pid, {
          origin: server.origin,
          connections: 16,
          // Round 0 warms every server up and is not counted.
          amount: round === 0 ? AMOUNT / 2 : AMOUNT,
          request: { method: 'GET', path: PATH, headers: { cookie: customer.cookie } },
        });
        const wrong = unexpected(result, 200);
        if (wrong) throw new Error(`${label}: ${wrong}`);
        if (round > 0)
          perRequest.set(label, [...(perRequest.get(label) ?? []), result.cpuPerRequestMs * 1000]);
      }
    }
    const bareMedian = median(perRequest.get('bare') ?? []);
    const first = perRequest.get(servers[0]?.label ?? '') ?? [];
    const rows = servers.map(({ label }) => {
      const values = perRequest.get(label) ?? [];
      // Each round measures every server within seconds of each other: the difference
      // within a round is steadier than the difference of medians on a drifting host.
      const paired = median(values.map((value, round) => value - (first[round] ?? value)));
      return [
        label,
        fmt(median(values)),
        (bareMedian / median(values)).toFixed(2),
        `${paired > 0 ? '+' : ''}${fmt(paired)}`,
        values.map((v) => fmt(v)).join(' '),
      ];
    });
    print();
    for (const line of markdownTable(
      [
        'server',
        'CPU µs/req (median)',
        'efficiency bare÷this',
        'Δ vs 1 within rounds (median)',
        'rounds',
      ],
      rows,
      new Set([1, 2, 3]),
    ))
      print(line);
  } finally {
    for (const { server } of servers) await server.stop().catch(() => {});
    await database.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

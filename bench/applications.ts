/**
 * Issue 3: the admin applications list and the admin summary on 100,000 applications.
 *
 * Creates a throw-away database on the server named by BENCH_DATABASE_URL, migrates and
 * seeds it, times `listApplications` and `getAdminSummary` from @advance/core, prints a
 * table and drops the database again (also on errors and Ctrl-C). Missing the target is
 * reported as MISS, not as a failure: the exit code is non-zero only when something broke.
 *
 *   npm run bench:applications
 *   BENCH_DATABASE_URL=postgres://user:pass@host:5432/postgres npm run bench:applications
 *   BENCH_EXPLAIN=1 npm run bench:applications   # also print every measured query's plan
 */
import { cpus } from 'node:os';
import { type CoreDeps, getAdminSummary, listApplications } from '@advance/core';
import { createDb, type Db, type DbHandle, migrateToLatest } from '@advance/db';
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
import { seed } from './seed';

// Read like apps/server's loadConfig: this script is run by npm, not as a turbo task.
const env: Record<string, string | undefined> = process.env;
const ADMIN_URL = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 10_000;
const APPLICATIONS = 100_000;
const BATCH_SIZE = 1_000;
const PAGE_SIZE = 20; // what the admin desk asks for
const WARMUP_RUNS = 5;
const MEASURED_RUNS = 50;
const TARGET_MS = 50;
const TRGM_INDEX = 'applications_search_trgm_idx';

const print = (line = '') => process.stdout.write(`${line}\n`);

interface Case {
  name: string;
  /** Also report whether the plans use the trigram index. */
  search?: boolean;
  /** Runs once before the case is explained and timed. */
  prepare?: ((deps: CoreDeps) => Promise<void>) | undefined;
  /** One call; returns how many rows the filter matches (or the summary's total). */
  run: (deps: CoreDeps) => Promise<number>;
}

interface Row {
  name: string;
  matched: number;
  medianMs: number;
  p95Ms: number;
}

/** Records the queries core sends, after all other plugins (so in snake_case), for EXPLAIN. */
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

function listCase(
  name: string,
  query: { search?: string; status?: 'Approved'; offset: number | 'last' },
  search = false,
): Case {
  const { search: fragment, status } = query;
  let offset = query.offset === 'last' ? 0 : query.offset;
  return {
    name,
    search,
    prepare:
      query.offset === 'last'
        ? async (deps) => {
            // The real last page of this filter. The list's own total stops counting at
            // LIST_COUNT_LOOKAHEAD, so count the matching rows here, outside the timing.
            let query = deps.db.selectFrom('applications');
            if (status) query = query.where('status', '=', status);
            const { count } = await query
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow();
            offset = Math.max(0, Number(count) - PAGE_SIZE);
          }
        : undefined,
    run: async (deps) => {
      const page = await listApplications(deps, {
        search: fragment,
        status,
        limit: PAGE_SIZE,
        offset,
      });
      if (page.total > offset && page.items.length === 0) {
        throw new Error(`${name}: empty page at offset ${offset} of ${page.total}`);
      }
      return page.total;
    },
  };
}

const CASES: Case[] = [
  listCase('list: first page', { offset: 0 }),
  listCase("list: search 'user123' (few rows)", { search: 'user123', offset: 0 }, true),
  listCase("list: search 'example' (all rows)", { search: 'example', offset: 0 }, true),
  listCase("list: status 'Approved', first page", { status: 'Approved', offset: 0 }),
  listCase('list: late page (offset 99,980)', { offset: APPLICATIONS - PAGE_SIZE }),
  listCase("list: status 'Approved', last page", { status: 'Approved', offset: 'last' }),
  {
    name: 'summary',
    run: async (deps) => {
      const summary = await getAdminSummary(deps);
      if (summary.totalApplications !== APPLICATIONS || summary.totalUsers !== USERS) {
        throw new Error(`summary: unexpected counts ${JSON.stringify(summary)}`);
      }
      return summary.totalApplications;
    },
  },
];

function percentile(sorted: number[], p: number): number {
  // Nearest rank: the smallest value with at least p of the runs at or below it.
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[mid] ?? Number.NaN;
  return ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

async function measure(deps: CoreDeps, benchCase: Case): Promise<Row> {
  let matched = 0;
  for (let i = 0; i < WARMUP_RUNS; i++) matched = await benchCase.run(deps);
  const times: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const started = performance.now();
    await benchCase.run(deps);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name: benchCase.name, matched, medianMs: median(times), p95Ms: percentile(times, 0.95) };
}

/** EXPLAIN (plan only) of each query one call of the case sends, with its real parameters. */
async function explainCase(db: Db, deps: CoreDeps, benchCase: Case): Promise<string[][]> {
  const recorder = new QueryRecorder();
  const recordingDb = db.withPlugin(recorder);
  await benchCase.run({ ...deps, db: recordingDb });
  const executor = recordingDb.getExecutor();
  const plans: string[][] = [];
  for (const { node, queryId } of recorder.nodes) {
    const compiled = executor.compileQuery(node, queryId);
    const result = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    plans.push(result.rows.map((row) => String(Object.values(row)[0])));
  }
  return plans;
}

function table(rows: Row[]): string[] {
  const header = ['case', 'matched', 'median ms', 'p95 ms', 'target', 'result'];
  const body = rows.map((r) => [
    r.name,
    r.matched.toLocaleString('en-US'),
    r.medianMs.toFixed(1),
    r.p95Ms.toFixed(1),
    `< ${TARGET_MS} ms`,
    r.medianMs < TARGET_MS && r.p95Ms < TARGET_MS ? 'PASS' : 'MISS',
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)),
  );
  const numeric = new Set([1, 2, 3]);
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

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const adminUrl = new URL(ADMIN_URL);
  const name = `advance_bench_${Date.now()}`;
  let handle: DbHandle | undefined;
  let created = false;
  let cleaning: Promise<void> | undefined;

  const cleanup = () => {
    cleaning ??= (async () => {
      await handle?.close().catch(() => {});
      if (created) {
        await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
        print(`Dropped database ${name}.`);
      }
    })();
    return cleaning;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: dropping ${name} and stopping.`);
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
    print('Benefit Advance: admin applications list and summary benchmark');
    print(`Date:       ${new Date().toISOString()}`);
    print(`PostgreSQL: ${version}`);
    print(
      `Node:       ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
    );
    print(`Database:   ${adminUrl.hostname}:${adminUrl.port || 5432}/${name} (dropped at the end)`);
    print();

    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${name}`;
    handle = await createDb({ databaseUrl: dbUrl.toString() });
    const { db } = handle;
    await migrateToLatest(db);

    print(
      `Seeding ${USERS.toLocaleString('en-US')} users and ${APPLICATIONS.toLocaleString('en-US')} applications (${BATCH_SIZE.toLocaleString('en-US')} rows per insert)...`,
    );
    const seedStarted = performance.now();
    const timings = await seed(db, {
      users: USERS,
      applications: APPLICATIONS,
      batchSize: BATCH_SIZE,
      now: new Date(),
      onBatch: (tableName, done, total) => {
        if (done === total || done % 25_000 === 0) {
          print(
            `  ${tableName}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`,
          );
        }
      },
    });
    const analyzeStarted = performance.now();
    // VACUUM as well as ANALYZE: autovacuum would otherwise set the visibility map (which
    // decides index-only scans for the counts) at some point during the timed runs.
    await sql`vacuum analyze`.execute(db);
    const analyzeMs = performance.now() - analyzeStarted;
    const seedMs = performance.now() - seedStarted;
    const counts = await sql<{ users: number; applications: number }>`
      select (select count(*) from users) as users, (select count(*) from applications) as applications
    `.execute(db);
    const count = counts.rows[0];
    if (Number(count?.users) !== USERS || Number(count?.applications) !== APPLICATIONS) {
      throw new Error(`Seeding left ${JSON.stringify(count)}`);
    }
    const size = await sql<{ size: string }>`
      select pg_size_pretty(pg_total_relation_size('applications')) as size
    `.execute(db);
    print(
      `Seeded in ${(seedMs / 1000).toFixed(1)} s (users ${(timings.usersMs / 1000).toFixed(1)} s, applications ${(timings.applicationsMs / 1000).toFixed(1)} s, vacuum analyze ${(analyzeMs / 1000).toFixed(1)} s); applications with indexes: ${size.rows[0]?.size ?? '?'}.`,
    );
    print();

    // Only these two are read by listApplications and getAdminSummary.
    const deps = {
      db,
      config: { appOrigin: 'http://localhost', superAdminEmail: 'admin@example.com' },
    } as unknown as CoreDeps;

    for (const benchCase of CASES) await benchCase.prepare?.(deps);
    const explain = env.BENCH_EXPLAIN === '1';
    for (const benchCase of CASES) {
      if (!benchCase.search && !explain) continue;
      const plans = await explainCase(db, deps, benchCase);
      if (benchCase.search) {
        const [items, total] = plans.map((plan) =>
          plan.some((line) => line.includes(TRGM_INDEX)) ? 'yes' : 'no',
        );
        print(
          `Plan, ${benchCase.name}: ${TRGM_INDEX} used by page query: ${items ?? '?'}, by count query: ${total ?? '?'}`,
        );
      }
      if (explain) {
        for (const plan of plans) print(plan.map((line) => `    ${line}`).join('\n'));
      }
    }
    print();

    print(
      `Timing: ${WARMUP_RUNS} warm-up runs, then ${MEASURED_RUNS} measured runs per case; limit ${PAGE_SIZE}.`,
    );
    const rows: Row[] = [];
    for (const benchCase of CASES) rows.push(await measure(deps, benchCase));
    print();
    for (const line of table(rows)) print(line);
    print();
    const missed = rows.filter((r) => !(r.medianMs < TARGET_MS && r.p95Ms < TARGET_MS));
    print(
      missed.length === 0
        ? `All ${rows.length} cases under ${TARGET_MS} ms (median and p95).`
        : `${missed.length} of ${rows.length} cases missed ${TARGET_MS} ms: ${missed.map((r) => r.name).join('; ')}.`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

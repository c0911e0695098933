/**
 * Issue 16: how long the built server takes from spawn to its first `/readyz` 200 on the
 * embedded database, on a fresh DATA_DIR (nothing there yet: the database is created and
 * migrated) and on an existing one (made by an earlier start and stopped cleanly).
 * BENCH_RUNS runs each (default 3), readiness polled every 20 ms; the median is compared
 * with the targets (≤ 6 s fresh, ≤ 3 s existing). Also printed: the server's CPU during
 * the start and how busy the machine was, since a start on a busy machine takes longer.
 * Missing a target is printed as MISS; the exit code is non-zero only when a start fails.
 *
 *   npm run bench:startup
 *   BENCH_SERVER=/work/before-build/server/dist/main.js BENCH_WEB_DIST=/work/before-build/web-dist npm run bench:startup
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpuMs,
  ensureBuilt,
  fmt,
  machineTicks,
  markdownTable,
  median,
  print,
  productEnv,
  serverBuild,
  startServer,
} from './stack/server-process';

const env: Record<string, string | undefined> = process.env;
const RUNS = Number(env.BENCH_RUNS || 3);
const TARGETS_MS = { fresh: 6_000, existing: 3_000 } as const;

interface Start {
  readyMs: number;
  cpuMs: number;
  machineBusyPercent: number;
}

async function timeStart(dataDir: string): Promise<Start> {
  const build = serverBuild();
  const before = machineTicks();
  const server = await startServer({
    args: [build.main],
    env: productEnv(build, { dataDir }),
    pollMs: 20,
    readyTimeoutMs: 120_000,
  });
  const cpu = cpuMs(server.pid);
  const after = machineTicks();
  await server.stop();
  return {
    readyMs: server.readyMs,
    cpuMs: cpu,
    machineBusyPercent: ((after.busy - before.busy) / (after.total - before.total)) * 100,
  };
}

async function main() {
  const build = serverBuild();
  ensureBuilt(build);
  const cpuList = cpus();
  print('Benefit Advance: start-up time to /readyz on the embedded database (issue 16)');
  print(`Date:     ${new Date().toISOString()}`);
  print(
    `Node:     ${process.version}, ${cpuList.length} CPU(s) ${cpuList[0]?.model ?? ''}`.trimEnd(),
  );
  print(`Server:   ${build.main} (${build.label})`);
  print();

  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'advance-bench-startup-'));
    dirs.push(dir);
    return dir;
  };
  try {
    const runs: Record<'fresh' | 'existing', Start[]> = { fresh: [], existing: [] };
    let existing: string | undefined;
    for (let i = 1; i <= RUNS; i++) {
      const dir = newDir();
      existing ??= dir;
      const start = await timeStart(dir);
      runs.fresh.push(start);
      print(
        `  fresh    run ${i}: ready in ${fmt(start.readyMs)} ms (server CPU ${fmt(start.cpuMs)} ms, machine ${fmt(start.machineBusyPercent)} % busy)`,
      );
    }
    for (let i = 1; i <= RUNS; i++) {
      const start = await timeStart(existing as string);
      runs.existing.push(start);
      print(
        `  existing run ${i}: ready in ${fmt(start.readyMs)} ms (server CPU ${fmt(start.cpuMs)} ms, machine ${fmt(start.machineBusyPercent)} % busy)`,
      );
    }
    print();
    const rows = (['fresh', 'existing'] as const).map((kind) => {
      const times = runs[kind].map((r) => r.readyMs);
      const mid = median(times);
      return [
        `${kind} DATA_DIR`,
        times.map((t) => fmt(t)).join(', '),
        fmt(mid),
        fmt(median(runs[kind].map((r) => r.cpuMs))),
        `≤ ${fmt(TARGETS_MS[kind])} ms`,
        mid <= TARGETS_MS[kind] ? 'PASS' : 'MISS',
      ];
    });
    for (const line of markdownTable(
      ['start', 'runs ms', 'median ms', 'server CPU ms', 'target', 'result'],
      rows,
      new Set([2, 3]),
    ))
      print(line);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

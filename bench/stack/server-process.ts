/**
 * Servers under test as their own processes, and what the benches read about them from
 * /proc: CPU time (user + system, the figure "CPU per request" divides) and RSS.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../..');
export const print = (line = '') => process.stdout.write(`${line}\n`);
export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

const env: Record<string, string | undefined> = process.env;

/**
 * The server entry every bench starts. BENCH_SERVER names another build (the "before"
 * bundle: /work/before-build/server/dist/main.js) and BENCH_WEB_DIST its SPA, so before and
 * after are measured by the same script.
 */
export interface ServerBuild {
  main: string;
  webDist: string | undefined;
  /** What the tables print as the build measured. */
  label: string;
}

export function serverBuild(): ServerBuild {
  const main = env.BENCH_SERVER
    ? resolve(env.BENCH_SERVER)
    : join(REPO, 'apps/server/dist/main.js');
  const webDist = env.BENCH_WEB_DIST ? resolve(env.BENCH_WEB_DIST) : undefined;
  return { main, webDist, label: env.BENCH_LABEL || (env.BENCH_SERVER ? main : 'working tree') };
}

/** Builds the working tree's server when it is missing (never a BENCH_SERVER build). */
export function ensureBuilt(build: ServerBuild): void {
  if (existsSync(build.main)) {
    const newest = newestSourceMs();
    if (!env.BENCH_SERVER && newest.ms > statSync(build.main).mtimeMs)
      print(
        `WARNING: ${newest.path} is newer than ${build.main}; run npx turbo run build --filter=@advance/server to measure the current code.`,
      );
    return;
  }
  if (env.BENCH_SERVER) throw new Error(`${build.main} does not exist`);
  print('Building the server (npx turbo run build --filter=@advance/server)...');
  execFileSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@advance/server', '--output-logs=errors-only'],
    {
      cwd: REPO,
      stdio: 'inherit',
    },
  );
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

export function freePort(): Promise<number> {
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

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  origin: string;
  /** Milliseconds from spawn to the first 200 from `readyPath`. */
  readyMs: number;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
  stop: () => Promise<void>;
  exitCode: () => number | null | undefined;
}

export interface StartOptions {
  /** argv after `node` (e.g. [build.main] or ['--import', 'tsx', 'bench/stack/bare-server.ts']). */
  args: string[];
  env: Record<string, string | undefined>;
  port?: number;
  readyPath?: string;
  readyTimeoutMs?: number;
  /** How often readiness is polled (the startup bench polls every 20 ms). */
  pollMs?: number;
  /** Prefix of relayed server output; undefined relays nothing. */
  relay?: string;
  cwd?: string;
}

/** Spawns a server and waits until `readyPath` (default /readyz) answers 200. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (options.relay !== undefined) print(`  [${options.relay}] ${line.slice(0, 400)}`);
    }
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
  const deadline = started + (options.readyTimeoutMs ?? 90_000);
  const readyUrl = `${origin}${options.readyPath ?? '/readyz'}`;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`The server exited with code ${exitCode}:\n${tail.join('\n')}`);
    try {
      const response = await fetch(readyUrl);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(
        `The server was not ready within ${options.readyTimeoutMs ?? 90_000} ms:\n${tail.join('\n')}`,
      );
    }
    await sleep(options.pollMs ?? 50);
  }
  const readyMs = performance.now() - started;
  if (child.pid === undefined) throw new Error('The server has no pid');
  return { child, pid: child.pid, origin, readyMs, stop, exitCode: () => exitCode };
}

/** The environment the product server gets in every bench (quiet logs, no mail, a temp dir). */
export function productEnv(
  build: ServerBuild,
  database: { databaseUrl?: string; dataDir: string },
): Record<string, string | undefined> {
  return {
    DATABASE_URL: database.databaseUrl ?? '',
    DATA_DIR: database.dataDir,
    LOG_LEVEL: env.BENCH_LOG_LEVEL || 'warn',
    SUPER_ADMIN_EMAIL: 'bench-admin@example.com',
    SUPER_ADMIN_PASSWORD: 'bench-admin-password-not-used',
    SMTP_URL: '',
    NODE_ENV: 'production',
    ...(build.webDist && { WEB_DIST: build.webDist }),
  };
}

export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of a process in milliseconds (Linux /proc), NaN where it cannot be read. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** Busy and total ticks of all cores together (the first line of /proc/stat). */
export function machineTicks(): { busy: number; total: number } {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

/** Resident set size of a process in KB (Linux), NaN where /proc is missing. */
export function rssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Nearest rank: the smallest value with at least p of the samples at or below it. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';

/** A Markdown table with right-aligned numeric columns. */
export function markdownTable(header: string[], rows: string[][], numeric: Set<number>): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...rows.map(line),
  ];
}

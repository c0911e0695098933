/**
 * Issue 15: what a new visitor on a phone gets, measured by Lighthouse (npm `lighthouse`)
 * driving Debian's Chromium, in Lighthouse's default mobile profile (Moto G Power-class
 * screen, 4× CPU slowdown, slow 4G, simulated throttling), performance category only.
 *
 * Starts the BUILT server (apps/server/dist/main.js, or BENCH_SERVER) as a child process on
 * a free port with a fresh DATA_DIR in a temp folder (embedded PGlite), or measures an
 * already running server (BENCH_URL). Every page gets BENCH_RUNS runs (default 3), each in a
 * fresh Chromium with an empty cache: a first visit. Prints the median of each figure:
 * performance score, FCP, LCP, TBT, CLS, bytes transferred in all and of JavaScript; then
 * PASS/MISS against the issue's targets (score ≥ 90, LCP ≤ 2.0 s). Missing a target is not a
 * failure; the exit code is non-zero only when something broke (a run failed, the server
 * did not start).
 *
 *   npx turbo run build --filter=@advance/server   # once: the bench runs the built server
 *   npm run bench:lighthouse
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:lighthouse
 *   BENCH_SERVER=/work/before-build/server/dist/main.js BENCH_WEB_DIST=/work/before-build/web-dist npm run bench:lighthouse
 *   BENCH_RUNS=5 BENCH_PAGES=/,/about npm run bench:lighthouse
 *   BENCH_JSON=/tmp/lh npm run bench:lighthouse      # also keeps every report as JSON there
 *   BENCH_CPU_SLOWDOWN=6.5 npm run bench:lighthouse  # the reference phone on a faster host
 *     (the calibration note under the table gives the multiplier for this host)
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Read like apps/server's loadConfig: this script is run by npm, not as a turbo task.
const env: Record<string, string | undefined> = process.env;
const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(env.BENCH_RUNS || 3);
/** Lighthouse's CPU slowdown; its mobile default (4) when unset. */
const CPU_SLOWDOWN = env.BENCH_CPU_SLOWDOWN ? Number(env.BENCH_CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1))
  throw new Error('BENCH_CPU_SLOWDOWN must be a number ≥ 1');
const PAGES = (env.BENCH_PAGES || '/,/about,/application,/login').split(',');
const CHROME = env.CHROME_PATH || '/usr/bin/chromium';
/** One run must finish in this time (a cold run on this machine takes ~15 s). */
const RUN_TIMEOUT_MS = 120_000;
const TARGET_SCORE = 90;
const TARGET_LCP_MS = 2_000;

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (a mid-range phone is ~1000). */
  cpuIndex: number;
}

interface LighthouseReport {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

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

interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** The built server on its own port and a throw-away DATA_DIR, ready when /readyz says so. */
async function startServer(): Promise<Server> {
  const entry = resolve(env.BENCH_SERVER || join(ROOT, 'apps/server/dist/main.js'));
  if (!existsSync(entry))
    throw new Error(
      `${entry} is missing: run "npx turbo run build --filter=@advance/server" first`,
    );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'advance-bench-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: resolve(entry, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_PASSWORD: 'bench-password-123',
      ...(env.BENCH_WEB_DIST && { WEB_DIST: resolve(env.BENCH_WEB_DIST) }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server at ${entry} did not become ready`);
}

const lighthouseCli = (): string =>
  createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** One Lighthouse run in its own process and its own fresh Chromium (an empty cache). */
function runLighthouse(url: string): Promise<LighthouseReport> {
  const args = [
    lighthouseCli(),
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-path=${CHROME}`,
    // --no-sandbox: Chromium's sandbox needs user namespaces, which containers often lack.
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
  ];
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      args,
      { maxBuffer: 256 * 1024 * 1024, timeout: RUN_TIMEOUT_MS },
      (error, stdout, stderr) => {
        if (error)
          return fail(new Error(`lighthouse failed on ${url}: ${error.message}\n${stderr}`));
        const report = JSON.parse(stdout) as LighthouseReport;
        if (report.runtimeError)
          return fail(
            new Error(
              `lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
            ),
          );
        done(report);
      },
    );
  });
}

/** Lighthouse's own advice on a failed trace (NO_NAVSTART, NO_FCP on a busy machine): run again. */
const ATTEMPTS = 3;

async function runWithRetries(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      warn(`  ${url}: attempt ${attempt} failed (${reason}); running again`);
    }
  }
}

function figuresOf(report: LighthouseReport): Figures {
  const numeric = (id: string): number => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`The report has no figure for ${id}`);
    return value;
  };
  const summary = report.audits['resource-summary']?.details?.items ?? [];
  const transfer = (type: string) =>
    summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: transfer('total'),
    jsBytes: transfer('script'),
    cpuIndex: report.environment.benchmarkIndex,
  };
}

const print = (line = '') => process.stdout.write(`${line}\n`);
const warn = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function table(rows: { page: string; runs: Figures[] }[]): string[] {
  const header = [
    'page',
    'score',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'total',
    'JS',
    'scores of the runs',
    'CPU index',
    'target',
    'result',
  ];
  const lines = rows.map(({ page, runs }) => {
    const m = (pick: (f: Figures) => number) => median(runs.map(pick));
    const score = m((f) => f.score);
    const lcp = m((f) => f.lcpMs);
    const pass = score >= TARGET_SCORE && lcp <= TARGET_LCP_MS;
    return [
      page,
      String(score),
      seconds(m((f) => f.fcpMs)),
      seconds(lcp),
      `${m((f) => f.tbtMs).toFixed(0)} ms`,
      m((f) => f.cls).toFixed(3),
      kb(m((f) => f.totalBytes)),
      kb(m((f) => f.jsBytes)),
      runs.map((f) => f.score).join(', '),
      m((f) => f.cpuIndex).toFixed(0),
      `≥ ${TARGET_SCORE}, LCP ≤ ${seconds(TARGET_LCP_MS)}`,
      pass ? 'PASS' : 'MISS',
    ];
  });
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => (l[i] as string).length)),
  );
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [row(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(row)];
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME} (set CHROME_PATH)`);
  const server = env.BENCH_URL
    ? { url: env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const rows: { page: string; runs: Figures[] }[] = [];
  let version = '';
  try {
    // One visit first: the server's first answers (a day's figures, a cold JIT) are not a visitor's.
    for (const page of PAGES) await fetch(server.url + page).then((r) => r.arrayBuffer());
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const report = await runWithRetries(server.url + page);
        version = report.lighthouseVersion;
        if (env.BENCH_JSON) {
          mkdirSync(env.BENCH_JSON, { recursive: true });
          const name = `${page.slice(1).replace(/\W+/g, '_') || 'root'}-${run}.json`;
          writeFileSync(join(env.BENCH_JSON, name), JSON.stringify(report));
        }
        for (const warning of report.runWarnings ?? []) warn(`  ${page} run ${run}: ${warning}`);
        runs.push(figuresOf(report));
        print(
          `${page} run ${run}/${RUNS}: score ${runs.at(-1)?.score}, LCP ${seconds(runs.at(-1)?.lcpMs ?? 0)}`,
        );
      }
      rows.push({ page, runs });
    }
  } finally {
    await server.stop();
  }
  print(
    `\nLighthouse ${version}, ${CHROME}, mobile profile (simulated throttling${CPU_SLOWDOWN ? `, CPU ${CPU_SLOWDOWN}× instead of 4×` : ''}), ${RUNS} runs per page, medians; ` +
      `${cpus().length} vCPUs, Node ${process.versions.node}; ${env.BENCH_URL ? server.url : 'built server, fresh DATA_DIR'}\n`,
  );
  for (const line of table(rows)) print(line);
  print();
  print(calibrationNote(median(rows.flatMap(({ runs }) => runs.map((f) => f.cpuIndex)))));
}

/**
 * Lighthouse's mobile profile slows the CPU 4×, which models its reference phone on a host
 * whose benchmark index is about 1,530: on a faster host every page looks faster than on that
 * phone, on a slower one slower. The calculator Lighthouse's throttling docs point to gives
 * the multiplier that models the same phone on a host above an index of 1,300 as
 * 3 + (index − 1,300) / 233. Printed so that runs on different hosts are read for what they
 * are; the run itself keeps Lighthouse's default.
 */
function calibrationNote(index: number): string {
  const calibrated = index >= 1300 ? 3 + (index - 1300) / 233 : undefined;
  return (
    `Host CPU index (median of all runs): ${index.toFixed(0)}. Lighthouse's 4× CPU slowdown models its ` +
    'reference phone on a host of index ~1,530; ' +
    (calibrated === undefined
      ? 'this host is slower than that, so these scores are harsher than the reference phone.'
      : `on this host the calculated multiplier would be ${calibrated.toFixed(1)}×, so scores are ` +
        `${calibrated > 4.2 ? 'kinder' : calibrated < 3.8 ? 'harsher' : 'about as harsh'} than the reference phone's.`)
  );
}

main().catch((error: unknown) => {
  warn(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

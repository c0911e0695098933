import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A server of the suite's own build whose clock a test can move forward (see
 * shifted-clock.mjs), for journeys that need a later day: the shared webServer runs on the
 * real clock. Same command and settings as playwright.config.ts, another port, a fresh
 * PGlite data directory and a super admin of its own.
 */
export interface ShiftedServer {
  origin: string;
  superAdmin: { email: string; password: string };
  /** Moves the server's clock to real time + `ms` (it reads the file within ~50 ms). */
  setOffset(ms: number): void;
  stop(): Promise<void>;
}

// The same builds as playwright.config.ts's server (E2E_SERVER_DIST, E2E_WEB_DIST).
const SERVER_MAIN = resolve(
  import.meta.dirname,
  '../..',
  process.env.E2E_SERVER_DIST ?? '../../apps/server/dist',
  'main.js',
);
const PRELOAD = pathToFileURL(join(import.meta.dirname, 'shifted-clock.mjs')).href;

export async function startShiftedServer(portOffset = 7): Promise<ShiftedServer> {
  const port = Number(process.env.E2E_PORT ?? 4310) + portOffset;
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'advance-e2e-clock-'));
  const offsetFile = join(dataDir, 'clock-offset');
  writeFileSync(offsetFile, '0');
  const superAdmin = { email: 'clock-admin@e2e.test', password: 'E2e-Clock-Admin-Pass-2024' };
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', PRELOAD, SERVER_MAIN], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      CLOCK_OFFSET_FILE: offsetFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      SUPER_ADMIN_EMAIL: superAdmin.email,
      SUPER_ADMIN_PASSWORD: superAdmin.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: '',
      WEB_DIST: process.env.E2E_WEB_DIST ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The shifted-clock server exited:\n${output.join('')}`);
    }
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The shifted-clock server did not start:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    origin,
    superAdmin,
    setOffset: (ms) => writeFileSync(offsetFile, String(Math.round(ms))),
    stop,
  };
}

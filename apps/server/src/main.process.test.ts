import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'advance-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  url: string;
  exit: Promise<{ code: number | null; stderr: string }>;
}

/** Runs src/main.ts as `npm start` would run the bundle: its own process, real signals. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let stderr = '';
  let buffer = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) {
        const line = JSON.parse(part) as Record<string, unknown>;
        lines.push(line);
        const match = String(line.msg).match(/^Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (match?.[1]) resolve(match[1]);
      }
    });
    void exit.then(({ stderr: err }) => reject(new Error(`exited before listening: ${err}`)));
  });
  // A run that is expected to fail never listens; nobody awaits this then.
  listening.catch(() => undefined);
  return { child, lines, exit, listening };
}

async function start(env: Record<string, string>): Promise<Started> {
  const { child, lines, exit, listening } = run(env);
  return { child, lines, exit, url: await listening };
}

describe('the server process', () => {
  it('refuses to start on bad configuration, saying which setting is wrong', async () => {
    const { exit } = run({ PORT: 'eighty', DATA_DIR: dataDir, SMTP_URL: 'http://nope' });
    const { code, stderr } = await exit;
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('SMTP_URL');
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('creates the super admin once with a printed password, serves, and stops cleanly on SIGTERM', async () => {
    const first = await start({ DATA_DIR: dataDir });
    const created = first.lines.find((l) => String(l.msg).startsWith('Super admin created'));
    expect(created).toMatchObject({
      email: 'admin@benefitadvance.local',
      password: expect.any(String),
    });

    const health = await fetch(`${first.url}/readyz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const login = await fetch(`${first.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:0' },
      body: JSON.stringify({ email: created?.email, password: created?.password }),
    });
    expect(login.status).toBe(200);

    first.child.kill('SIGTERM');
    const { code } = await first.exit;
    expect(code).toBe(0);
    expect(first.lines.some((l) => l.msg === 'Stopped cleanly')).toBe(true);

    // Second start on the same data: the account exists, so no password is printed again.
    const second = await start({ DATA_DIR: dataDir });
    expect(second.lines.some((l) => String(l.msg).startsWith('Super admin created'))).toBe(false);
    second.child.kill('SIGINT');
    expect((await second.exit).code).toBe(0);
  }, 60_000);
});

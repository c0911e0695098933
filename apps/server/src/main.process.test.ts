import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer, startServer, stopServer } from './testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'advance-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses to start on bad configuration, saying which setting is wrong', async () => {
    const { exit } = runServer({ PORT: 'eighty', DATA_DIR: dataDir, SMTP_URL: 'http://nope' });
    const { code, stderr } = await exit;
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('SMTP_URL');
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('creates the super admin once with a printed password, serves, and stops cleanly on SIGTERM', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
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
    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.lines.some((l) => String(l.msg).startsWith('Super admin created'))).toBe(false);
    second.child.kill('SIGINT');
    expect((await second.exit).code).toBe(0);
  }, 60_000);

  it('logs and exits 1 when the embedded database thread dies, to be restarted', async () => {
    const killer = join(import.meta.dirname, 'testing', 'end-embedded-thread.mjs');
    // A folder of its own: a server of another test left running would hold the shared one.
    const own = mkdtempSync(join(tmpdir(), 'advance-main-thread-'));
    const server = await startServer({ DATA_DIR: own, NODE_OPTIONS: `--import=${killer}` }).catch(
      (error: unknown) => {
        rmSync(own, { recursive: true, force: true });
        throw error;
      },
    );
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    server.child.kill('SIGUSR2');
    const { code } = await server.exit;
    expect(code).toBe(1);
    expect(
      server.lines.some(
        (l) =>
          l.level === 50 &&
          String(l.msg).startsWith('The embedded database stopped; exiting to be restarted'),
      ),
    ).toBe(true);
    rmSync(own, { recursive: true, force: true });
  }, 60_000);

  it('loads neither the S3 SDK nor nodemailer at start-up without S3 storage or SMTP', async () => {
    const record = join(dataDir, 'imports.txt');
    const recorder = join(import.meta.dirname, 'testing', 'record-imports.mjs');
    const server = await startServer({
      DATA_DIR: dataDir,
      NODE_OPTIONS: `--import=${recorder}`,
      RECORD_IMPORTS_TO: record,
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(await stopServer(server)).toBe(0);

    const loaded = readFileSync(record, 'utf8').split('\n');
    // The recorder saw the start-up: the web framework and core's storage and mail modules.
    expect(loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('/core/src/storage/s3-storage.ts'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('/core/src/mail/transport.ts'))).toBe(true);
    expect(loaded.filter((url) => /\/node_modules\/(nodemailer|@aws-sdk)\//.test(url))).toEqual([]);
  }, 60_000);
});

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer, startServer, stopServer } from '../testing/server-process';

// The server as operators run it, in its own process, on the database of this pass:
// PGlite in a data directory, or PostgreSQL when TEST_DATABASE_URL is set.
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const folders: string[] = [];
const databases: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'advance-ops-'));
  folders.push(dir);
  return dir;
};

afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  if (!adminUrl || databases.length === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

/** A fresh place for the service's data: a folder, plus a database on PostgreSQL. */
async function freshStore(label: string): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    DATA_DIR: tempDir(),
    SUPER_ADMIN_PASSWORD: 'operator-password-123',
    LOG_LEVEL: 'info',
  };
  if (!adminUrl) return env;
  const name = `advance_ops_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { ...env, DATABASE_URL: url.toString() };
}

const json = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:0' },
    body: JSON.stringify(body),
  });

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/backup-cli.ts', ...args], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('stopping the server', () => {
  it('answers a slow request on a keep-alive connection, then exits 0 right after', async () => {
    const env = await freshStore('stop');
    const server = await startServer(env);
    const { port } = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    let answeredAt = 0;
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/login',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: 'http://localhost:0',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            answeredAt = Date.now();
            resolve(response.statusCode ?? 0);
          });
        },
      );
      request.on('error', reject);
      // The body arrives in pieces over about 2 s; SIGTERM comes 0.7 s in.
      const pieces = body.match(/.{1,10}/g) ?? [];
      pieces.forEach((piece, i) => {
        setTimeout(
          () => {
            request.write(piece);
            if (i === pieces.length - 1) request.end();
          },
          (i * 2000) / pieces.length,
        );
      });
    });
    await new Promise((r) => setTimeout(r, 700));
    server.child.kill('SIGTERM');
    expect(await answered).toBe(401);
    const { code } = await server.exit;
    const exitedAfter = Date.now() - answeredAt;
    agent.destroy();
    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(1500);
  }, 60_000);
});

describe('backup and restore', () => {
  it('copies the running service, refuses a restore under it, and a service started on the restored copy finds the data', async () => {
    const source = await freshStore('src');
    const server = await startServer(source);
    const kept = { email: 'kept@example.com', firstName: 'Kept', lastName: 'Person' };
    const later = { email: 'later@example.com', firstName: 'Later', lastName: 'Person' };
    const password = 'a long passphrase 42';
    expect((await json(server.url, '/api/create-account', { ...kept, password })).status).toBe(201);

    const file = join(tempDir(), adminUrl ? 'advance.dump' : 'advance.tar.gz');
    const backup = await runCli(['backup', file], source);
    expect(backup.out).toContain(file);
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);

    expect((await json(server.url, '/api/create-account', { ...later, password })).status).toBe(
      201,
    );
    if (!adminUrl) {
      // The embedded database belongs to one process: a second server, and a restore, on
      // the directory in use are refused (one server start saved by asking here).
      const second = runServer(source);
      const refused = await second.exit;
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Another server');
      const restoreWhileRunning = await runCli(['restore', file], source);
      expect(restoreWhileRunning.code).toBe(1);
      expect(restoreWhileRunning.out).toContain('Stop the server');
    }
    expect(await stopServer(server)).toBe(0);

    const target = await freshStore('dst');
    const restore = await runCli(['restore', file], target);
    expect(restore.code, restore.out).toBe(0);
    const restored = await startServer(target);
    expect((await json(restored.url, '/api/login', { email: kept.email, password })).status).toBe(
      200,
    );
    expect((await json(restored.url, '/api/login', { email: later.email, password })).status).toBe(
      401,
    );
    expect(await stopServer(restored)).toBe(0);
  }, 120_000);
});

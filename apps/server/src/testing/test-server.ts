import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSmtpServer, type TestSmtpServer } from '@advance/core/testing';
import type { DbHandle } from '@advance/db';
import { getTestDb, type TestDb } from '@advance/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createRuntime, type Runtime } from '../runtime';

export interface TestServer {
  app: FastifyInstance;
  runtime: Runtime;
  db: TestDb;
  smtp: TestSmtpServer;
  /** http://127.0.0.1:port, the server's real socket. */
  url: string;
  /** APP_ORIGIN, what a same-origin browser request carries. */
  origin: string;
  config: Config;
  /** This server's own DATA_DIR (documents land in its objects/ folder). */
  dataDir: string;
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A real server on a loopback port, on the worker's test database, sending mail to a real
 * in-process SMTP server. Suites share it and call reset() between tests.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  /** Another handle on the worker's database: a second instance, as in a scaled deployment. */
  options: { database?: DbHandle } = {},
): Promise<TestServer> {
  const shared = await getTestDb();
  const db: TestDb = options.database ? { ...shared, ...options.database } : shared;
  const smtp = await startTestSmtpServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'advance-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    APP_ORIGIN: 'http://app.test',
    SUPER_ADMIN_EMAIL: 'root@advance.test',
    SUPER_ADMIN_PASSWORD: 'root-password-123',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const runtime = await createRuntime(config, silent, { database: db });
  const app = await buildApp({ config, deps: runtime.deps, database: db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    runtime,
    db,
    smtp,
    url: `http://127.0.0.1:${port}`,
    origin: config.appOrigin,
    config,
    dataDir,
    reset: async () => {
      await db.reset();
      smtp.mails.length = 0;
    },
    close: async () => {
      await app.close();
      await runtime.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

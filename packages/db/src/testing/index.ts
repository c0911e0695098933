import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '../client';
import { migrateToLatest } from '../migrate';
import { emptyTables } from './empty-tables';

export interface TestDb extends DbHandle {
  /** Empties every application table; migrations stay. */
  reset: () => Promise<void>;
  /** On PostgreSQL: this worker's database, for tests that open a second connection. */
  databaseUrl?: string;
}

let shared: Promise<TestDb> | undefined;

/**
 * One migrated database per test worker: in-memory PGlite by default, or a fresh
 * database on the server named by TEST_DATABASE_URL (dropped again on close).
 */
export function getTestDb(): Promise<TestDb> {
  shared ??= createTestDb();
  return shared;
}

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const handle = adminUrl ? await createPostgresTestDb(adminUrl) : await createDb({});
  await migrateToLatest(handle.db);
  const reset = () => emptyTables(handle.db as never);
  return { ...handle, reset };
}

async function createPostgresTestDb(adminUrl: string): Promise<DbHandle & { databaseUrl: string }> {
  const name = `advance_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await dropLeftovers(admin);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...handle,
    databaseUrl: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A worker's database is shared by all its suites, so nothing closes it at the very end;
 * the next run drops the ones whose worker process is gone.
 */
async function dropLeftovers(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'advance\\_test\\_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (Number.isInteger(pid) && !isAlive(pid)) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  }
}

/** A short label for test output: which database a suite ran on. */
export const describeTestDb = (): string =>
  process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite (in memory)';
export { advanceRow, applicationRow, disbursementRow } from './seed-rows';

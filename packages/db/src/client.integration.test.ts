import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { getTestDb } from './testing';

// A PostgreSQL restart or failover terminates every connection of the service. The pool
// must survive that (no unhandled 'error' event ending the process) and serve the next
// query on a fresh connection.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const opened: DbHandle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

describe.runIf(onPostgres)('the PostgreSQL pool when its connections are terminated', () => {
  it('reports the broken idle connection and serves the next query on a new one', async () => {
    const { databaseUrl } = await getTestDb();
    if (!databaseUrl) throw new Error('worker database URL missing');
    const broken: Error[] = [];
    const handle = await createDb({
      databaseUrl,
      poolSize: 2,
      onConnectionError: (error) => broken.push(error),
    });
    opened.push(handle);
    const tag = `pool-test-${process.pid}-${Date.now()}`;
    await sql`select set_config('application_name', ${tag}, false)`.execute(handle.db);

    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [tag],
    );
    await admin.end();
    expect(rowCount).toBe(1);

    const deadline = Date.now() + 5000;
    while (broken.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(broken.length).toBeGreaterThan(0);

    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
    expect(rows).toEqual([{ ok: 1 }]);
  });
});

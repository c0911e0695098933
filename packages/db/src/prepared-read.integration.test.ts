import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPreparedRead } from './prepared-read';
import { getTestDb } from './testing';

// The fixed queries' own protocol path on PostgreSQL (issue 16): rows as pg's Query makes
// them, the row description asked for once per connection, and every failure pg's own
// queries survive (a value it cannot send, a database error, the query timeout, a killed
// backend, a changed table) failing only the call that met it.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const parserOf = (oid: number) => pg.types.getTypeParser(oid, 'text') as (text: string) => unknown;
const pools: pg.Pool[] = [];
let databaseUrl = '';
let statement = 0;

beforeAll(async () => {
  if (!onPostgres) return;
  const test = await getTestDb();
  databaseUrl = test.databaseUrl ?? '';
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  for (const pool of pools) await pool.end();
});

function poolOf(options: pg.PoolConfig = {}) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, ...options });
  pool.on('error', () => {});
  pools.push(pool);
  return pool;
}

/** A statement name of its own per test: names are per connection, texts differ. */
const read = (
  pool: pg.Pool,
  text: string,
  values: unknown[] = [],
  name = `pr_test_${++statement}`,
) => runPreparedRead(pool, parserOf, name, text, values);

describe.runIf(onPostgres)('a fixed query run as a prepared read', () => {
  it('answers the rows pg’s own query answers, with the same parsers', async () => {
    const pool = poolOf();
    const text = `select $1::text as "name", $2::int4 as count, null::text as "missing",
        true as flag, '2026-11-29'::date as day, '{"a":[1]}'::jsonb as data,
        1 as twice, 2 as twice, n from generate_series(1, 3) as n order by n`;
    const values = ['Ada', 7];
    const own = await pool.query({ text, values });
    const rows = await read(pool, text, values);
    expect(rows).toStrictEqual(own.rows);
    expect(Object.keys(rows[0] ?? {})).toEqual(Object.keys(own.rows[0] ?? {}));
  });

  it('asks for the row description only until it knows it on that connection', async () => {
    const pool = poolOf();
    const describe = vi.spyOn(pg.Connection.prototype, 'describe');
    const name = `pr_test_${++statement}`;
    const text = 'select $1::text as v';
    for (const value of ['a', 'b', 'c', 'd'])
      expect(await read(pool, text, [value], name)).toStrictEqual([{ v: value }]);
    expect(describe).toHaveBeenCalledTimes(1);
  });

  it('answers an empty list when no row matches', async () => {
    const pool = poolOf();
    const text = 'select 1 as v where $1::bool';
    expect(await read(pool, text, [false])).toEqual([]);
    expect(await read(pool, text, [true])).toStrictEqual([{ v: 1 }]);
  });

  it('fails only the call whose value pg cannot send, sending nothing of it', async () => {
    const pool = poolOf();
    const text = 'select $1::text as v';
    const unsendable = {
      toPostgres() {
        throw new Error('not sendable');
      },
    };
    await expect(read(pool, text, [unsendable])).rejects.toThrow('not sendable');
    expect(await read(pool, text, ['next'])).toStrictEqual([{ v: 'next' }]);
  });

  it('rejects with PostgreSQL’s error and serves the next call on a fresh connection', async () => {
    const pool = poolOf();
    const name = `pr_test_${++statement}`;
    const text = 'select $1::uuid as id';
    await expect(read(pool, text, ['not-a-uuid'], name)).rejects.toMatchObject({ code: '22P02' });
    const id = '00000000-0000-4000-8000-000000000001';
    expect(await read(pool, text, [id], name)).toStrictEqual([{ id }]);
  });

  it('refuses a name already prepared on the connection for another text', async () => {
    const pool = poolOf();
    const name = `pr_test_${++statement}`;
    expect(await read(pool, 'select 1 as v', [], name)).toStrictEqual([{ v: 1 }]);
    await expect(read(pool, 'select 2 as v', [], name)).rejects.toThrow('another text');
  });

  it('fails a call over the query timeout and serves the next one', async () => {
    const pool = poolOf({ query_timeout: 200 });
    const started = performance.now();
    await expect(read(pool, 'select pg_sleep(2) as slept')).rejects.toThrow('Query read timeout');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await read(pool, 'select 1 as v')).toStrictEqual([{ v: 1 }]);
  });

  it('fails a call whose backend is killed mid-query and serves the next on a new one', async () => {
    const pool = poolOf();
    const tag = `pr-kill-${process.pid}-${Date.now()}`;
    const text = `select set_config('application_name', $1, false) as tag, pg_sleep(5) as slept`;
    // Settled into a value at once: the kill may land before the test awaits it.
    const running = read(pool, text, [tag]).then(
      () => 'answered',
      (error: unknown) => error,
    );
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      for (let tries = 0; tries < 100; tries++) {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [tag],
        );
        if (rowCount) break;
        await new Promise((done) => setTimeout(done, 20));
      }
    } finally {
      await admin.end();
    }
    expect(await running).toMatchObject({ code: '57P01' });
    expect(await read(pool, 'select 1 as v')).toStrictEqual([{ v: 1 }]);
  });

  it('gives each of many concurrent calls its own rows', async () => {
    const pool = poolOf({ max: 3 });
    const name = `pr_test_${++statement}`;
    const text = 'select $1::int4 as n, $1::int4 * 2 as twice from generate_series(1, $1::int4)';
    const counts = Array.from({ length: 200 }, (_, index) => (index % 7) + 1);
    const answers = await Promise.all(counts.map((n) => read(pool, text, [n], name)));
    answers.forEach((rows, index) => {
      const n = counts[index] ?? 0;
      expect(rows).toHaveLength(n);
      expect(rows.every((row) => row.n === n && row.twice === 2 * n)).toBe(true);
    });
  });

  it('fails a call after the table’s columns changed, and reads the new columns next', async () => {
    const pool = poolOf();
    const table = `pr_test_table_${process.pid}_${Date.now()}`;
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`create table ${table} (v int4)`);
      await setup.query(`insert into ${table} values (1)`);
      const name = `pr_test_${++statement}`;
      const text = `select * from ${table}`;
      expect(await read(pool, text, [], name)).toStrictEqual([{ v: 1 }]);
      await setup.query(`alter table ${table} alter column v type text`);
      await expect(read(pool, text, [], name)).rejects.toMatchObject({ code: '0A000' });
      expect(await read(pool, text, [], name)).toStrictEqual([{ v: '1' }]);
    } finally {
      await setup.query(`drop table if exists ${table}`);
      await setup.end();
    }
  });
});

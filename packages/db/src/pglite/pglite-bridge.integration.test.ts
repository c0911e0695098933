import { AbortedTransactionError, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client';
import { isDatabaseUnavailable } from '../errors';
import type { DbHandle } from '../handle';

// The embedded database on its worker thread (pglite-bridge.ts, pglite-worker.mjs): the
// event loop stays free while PGlite works, and Kysely sees what it saw in process. These
// run on PGlite whatever TEST_DATABASE_URL says: the bridge is PGlite's.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({});
  await sql`create table probe (id int primary key, note text)`.execute(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

/**
 * While `work` runs: the longest a 10 ms timer fired late, how many times it fired, how
 * long `work` took, and the share of that time the event loop was busy (not waiting for
 * I/O). A statement run on the main thread shows as a lag as long as the statement and a
 * busy share near 1.
 */
async function timerLagDuring(work: () => Promise<unknown>) {
  const interval = 10;
  let last = performance.now();
  let worst = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - interval);
    last = now;
    ticks++;
  }, interval);
  const started = performance.now();
  const loopBefore = performance.eventLoopUtilization();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  // A loop blocked to the end never fires the timer again: the last gap counts too.
  worst = Math.max(worst, performance.now() - last - interval);
  const busyShare = performance.eventLoopUtilization(loopBefore).utilization;
  return { worst, ticks, tookMs: performance.now() - started, busyShare };
}

/**
 * The best of five runs: on a machine whose two cores are taken by other work the OS can
 * leave any thread waiting for tens of milliseconds (seen during a bare pg_sleep too), which
 * says nothing about this code; a statement that blocked the event loop would show its
 * whole length in every run.
 */
async function bestOfFive(work: () => Promise<unknown>) {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const run = await timerLagDuring(work);
    runs.push(run);
    if (run.worst < 50) break;
  }
  return runs.reduce((best, run) => (run.worst < best.worst ? run : best));
}

describe('PGlite on its own thread', () => {
  it('runs a slow statement without delaying a timer of the main thread by 50 ms', async () => {
    // A CPU-bound aggregate: in process it held the event loop for its whole length.
    const { worst, ticks, tookMs, busyShare } = await bestOfFive(() =>
      sql`select count(*) from generate_series(1, 1500000) g where g % 7 = 3`.execute(handle.db),
    );
    expect(tookMs).toBeGreaterThan(200);
    expect(ticks).toBeGreaterThan(tookMs / 10 / 2);
    expect(worst).toBeLessThan(50);
    expect(busyShare).toBeLessThan(0.2);
  });

  it('keeps answering the main thread while a sleeping statement holds the database', async () => {
    const { worst, tookMs, busyShare } = await bestOfFive(() =>
      sql`select pg_sleep(0.4)`.execute(handle.db),
    );
    expect(tookMs).toBeGreaterThan(380);
    expect(worst).toBeLessThan(50);
    expect(busyShare).toBeLessThan(0.2);
  });

  it('reads dates as text, bigint as numbers, bytea as bytes and timestamps as Dates', async () => {
    const { rows } = await sql<{ d: string; n: number; b: Uint8Array; t: Date; j: unknown }>`
      select '2026-02-28'::date as d, 9007199254740::int8 as n, '\\x00ff10'::bytea as b,
             '2026-02-28T12:34:56.789Z'::timestamptz as t, '{"a":[1,"x"]}'::jsonb as j`.execute(
      handle.db,
    );
    expect(rows).toEqual([
      {
        d: '2026-02-28',
        n: 9007199254740,
        b: new Uint8Array([0, 255, 16]),
        t: new Date('2026-02-28T12:34:56.789Z'),
        j: { a: [1, 'x'] },
      },
    ]);
  });

  it('sends parameters as they are: quotes, unicode, dates, bytes and a large text', async () => {
    const hostile = `'); drop table probe; -- \u00e9\u{1F600} "quoted" \\ back`;
    const large = 'x'.repeat(1_000_000);
    const when = new Date('2026-03-01T00:00:00.001Z');
    const { rows } = await sql<{ a: string; l: number; w: Date; b: Uint8Array }>`
      select ${hostile}::text as a, length(${large}::text) as l, ${when}::timestamptz as w,
             ${Buffer.from([1, 2, 3])}::bytea as b`.execute(handle.db);
    expect(rows[0]).toEqual({ a: hostile, l: 1_000_000, w: when, b: new Uint8Array([1, 2, 3]) });
    const probe = await sql`select count(*)::int as n from probe`.execute(handle.db);
    expect(probe.rows).toEqual([{ n: 0 }]);
  });

  it('keeps the SQLSTATE, constraint and detail of an error, and does not call it an outage', async () => {
    await sql`insert into probe values (1, 'first')`.execute(handle.db);
    const error = await sql`insert into probe values (1, 'again')`
      .execute(handle.db)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'probe_pkey',
      detail: 'Key (id)=(1) already exists.',
      table: 'probe',
    });
    expect(isDatabaseUnavailable(error)).toBe(false);
    // Parameters can carry personal data: they stay on the database's side.
    expect(error).not.toHaveProperty('params');
    await sql`delete from probe`.execute(handle.db);
  });

  it('refuses a parameter that cannot cross threads, and goes on serving', async () => {
    await expect(
      sql`select ${Symbol('not data') as unknown as string}::text`.execute(handle.db),
    ).rejects.toThrow();
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it('answers a flood of concurrent statements, each with its own rows', async () => {
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        sql<{ i: number; s: string }>`select ${i}::int as i, repeat('y', ${i % 50}) as s`.execute(
          handle.db,
        ),
      ),
    );
    results.forEach((result, i) => {
      expect(result.rows).toEqual([{ i, s: 'y'.repeat(i % 50) }]);
    });
  });
});

describe('transactions over the bridge', () => {
  it('commits, and rolls back when the work throws', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into probe values (10, 'kept')`.execute(trx);
    });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into probe values (11, 'dropped')`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await sql<{ id: number }>`select id from probe order by id`.execute(handle.db);
    expect(rows).toEqual([{ id: 10 }]);
    await sql`delete from probe`.execute(handle.db);
  });

  it('holds the one connection: a statement from outside waits until the commit', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun = () => {};
    const inside = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`insert into probe values (20, 'in transaction')`.execute(trx);
      begun();
      await held;
      order.push('commit');
    });
    await inside;
    const outside = sql<{ n: number }>`select count(*)::int as n from probe`
      .execute(handle.db)
      .then((result) => {
        order.push('outside');
        return result.rows[0]?.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    release();
    await transaction;
    // It ran after the commit, so it saw the committed row.
    expect(await outside).toBe(1);
    expect(order).toEqual(['commit', 'outside']);
    await sql`delete from probe`.execute(handle.db);
  });

  it('reports a commit that PostgreSQL turned into a rollback, and keeps nothing', async () => {
    const commit = handle.db.transaction().execute(async (trx) => {
      await sql`insert into probe values (30, 'lost')`.execute(trx);
      // A failed statement aborts the transaction; swallowing the error does not undo that.
      await sql`select 1 / 0`.execute(trx).catch(() => {});
    });
    await expect(commit).rejects.toBeInstanceOf(AbortedTransactionError);
    const { rows } = await sql`select id from probe`.execute(handle.db);
    expect(rows).toEqual([]);
  });
});

describe('limits and shutdown of the bridge', () => {
  it('fails a statement past its time limit as an outage, then serves the next one', async () => {
    const limited = await createDb({ queryTimeoutMs: 150 });
    try {
      const started = performance.now();
      const error = await sql`select pg_sleep(0.4)`.execute(limited.db).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(350);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // PGlite cannot cancel a statement: the sleep ends on its own, then the next one runs.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(limited.db);
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await limited.close();
    }
  });

  it('refuses statements past its queue bound as an outage, and serves the ones it took', async () => {
    const bounded = await createDb({ maxWaitingQueries: 4 });
    try {
      const sleeping = sql`select pg_sleep(0.5)`.execute(bounded.db);
      sleeping.catch(() => {});
      const flood = Array.from({ length: 10 }, (_, i) =>
        sql<{ i: number }>`select ${i}::int as i`.execute(bounded.db).then(
          (result) => result.rows[0]?.i,
          (error: unknown) => error,
        ),
      );
      // Every call has reached the bridge well before the sleep ends.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(bounded.poolStats().waiting).toBe(4);
      const outcomes = await Promise.all(flood);
      await sleeping;
      // The sleep and four more were taken; the other six refused at once, as a 503.
      expect(outcomes.slice(0, 4)).toEqual([0, 1, 2, 3]);
      for (const refused of outcomes.slice(4)) expect(isDatabaseUnavailable(refused)).toBe(true);
      const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(bounded.db);
      expect(rows).toEqual([{ ok: 1 }]);
      expect(bounded.poolStats().waiting).toBe(0);
    } finally {
      await bounded.close();
    }
  });

  it('limits the wait for the connection like a PostgreSQL pool when statements are limited', async () => {
    const limited = await createDb({ queryTimeoutMs: 2000, connectTimeoutMs: 150 });
    try {
      const sleeping = sql`select pg_sleep(0.6)`.execute(limited.db);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      const error = await sql`select 1`.execute(limited.db).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(500);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await sleeping;
      expect(limited.poolStats().waiting).toBe(0);
      const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(limited.db);
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await limited.close();
    }
  });

  it('never refuses the commit of an admitted transaction, however full the queue', async () => {
    const bounded = await createDb({ maxWaitingQueries: 3 });
    try {
      await sql`create table kept (id int primary key)`.execute(bounded.db);
      let outside: Promise<unknown>[] = [];
      await bounded.db.transaction().execute(async (trx) => {
        await sql`insert into kept values (1)`.execute(trx);
        // These wait behind the transaction (PGlite's mutex) and fill the queue.
        outside = Array.from({ length: 6 }, () =>
          sql`select count(*) from kept`.execute(bounded.db).catch((error: unknown) => error),
        );
      });
      await Promise.all(outside);
      const { rows } = await sql<{ id: number }>`select id from kept`.execute(bounded.db);
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await bounded.close();
    }
  });

  it('runs migrations and bulk work without the time limit through `unlimited`', async () => {
    const limited = await createDb({ queryTimeoutMs: 100 });
    try {
      const error = await sql`select pg_sleep(0.3)`.execute(limited.db).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const unlimited = limited.unlimited;
      expect(unlimited).toBeDefined();
      const { rows } = await sql<{ ok: number }>`select pg_sleep(0.3), 1 as ok`.execute(
        unlimited ?? limited.db,
      );
      expect(rows[0]?.ok).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('closes once, and afterwards refuses statements instead of hanging', async () => {
    const short = await createDb({});
    await sql`select 1`.execute(short.db);
    await short.close();
    await short.close();
    await expect(sql`select 1`.execute(short.db)).rejects.toThrow();
  });
});

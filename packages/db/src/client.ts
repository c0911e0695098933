import {
  Kysely,
  type PostgresCursor,
  PostgresDialect,
  type PostgresPool,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import { backupPostgres } from './backup';
import { isDatabaseUnavailable } from './errors';
import {
  CONNECT_TIMEOUT_MS,
  type DbHandle,
  type DbOptions,
  NUMBER_READ_TYPES,
  plugins,
  QUERY_TIMEOUT_MS,
  queryObservers,
  TEXT_READ_TYPES,
} from './handle';
import { createPglite } from './pglite/create-pglite';
import { runPreparedRead } from './prepared-read';
import { preparedStatementName, runFixedQueriesWith } from './repositories/fixed-query';
import type { Database } from './schema';

export type { Db, DbHandle, DbKind, DbOptions, PoolStats, QueryObserver } from './handle';
export { QUERY_TIMEOUT_MS } from './handle';

/**
 * pg's parsers for the column types read alike on both drivers (see handle.ts). A Map: pg
 * asks for every column of every result (some 50 per customer read), and an object keyed
 * by a few scattered type ids is a slow dictionary (issue 16).
 */
const typeParsers = new Map<number, (value: string) => unknown>([
  ...TEXT_READ_TYPES.map((oid) => [oid, (value: string) => value] as const),
  ...NUMBER_READ_TYPES.map((oid) => [oid, (value: string) => Number(value)] as const),
]);

const parserOf = (oid: number, format: 'text' | 'binary' = 'text') =>
  typeParsers.get(oid) ?? (pg.types.getTypeParser(oid, format) as (value: string) => unknown);

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  return createPglite(options);
}

async function createPostgres(databaseUrl: string, options: DbOptions): Promise<DbHandle> {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    keepAlive: true,
    types: { getTypeParser: parserOf as typeof pg.types.getTypeParser },
  });
  pool.on('error', onConnectionError);
  const queries = queryObservers();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: discardingBrokenConnections(pool, onConnectionError) }),
    plugins,
    log: queries.log,
  });
  runFixedQueriesWith(db, async (name, text, parameters) => {
    // pg-pool's own query, as a hand-written server runs it: a connection whose query fails
    // or times out is destroyed (pg-pool releases it with the error; these are reads, which
    // fail only when the database does), as discardingBrokenConnections does for Kysely's
    // checkouts. The app's metrics see each one as they see Kysely's (queryObservers).
    // The call is pg's protocol with its row shape kept per connection (prepared-read.ts).
    const started = performance.now();
    try {
      const rows = await runPreparedRead(pool, parserOf, name, text, parameters);
      queries.report(performance.now() - started, true);
      return rows;
    } catch (error) {
      queries.report(performance.now() - started, false);
      throw error;
    }
  });
  const url = new URL(databaseUrl);
  return {
    db,
    kind: 'postgres',
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    listen: (channel, onNotify, onError) =>
      listenOnPostgres({ databaseUrl, connectTimeoutMs }, channel, onNotify, onError),
    backup: (file) => backupPostgres(databaseUrl, file),
    observeQueries: queries.observe,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => db.destroy(),
  };
}

/**
 * The pool as Kysely sees it, with two repairs pg-pool leaves to its user. A connection that
 * breaks while checked out (between the queries of a transaction) has no 'error' listener
 * there and would end the process. And one whose query timed out still counts as usable
 * but waits behind the unanswered query, so it would fail every later request that gets it.
 * Both are destroyed on release instead of going back to the pool.
 */
function discardingBrokenConnections(
  pool: pg.Pool,
  onConnectionError: (error: Error) => void,
): PostgresPool {
  // One wrapper per pg connection, for its whole life: Kysely keeps its own connection
  // object (and its log hook) per client it is handed, so a new wrapper per checkout made
  // it build them again on every query (issue 16: ~10 % of a customer's read).
  const wrappers = new WeakMap<pg.PoolClient, CheckedOutClient>();
  return {
    options: pool.options,
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = checkedOutClient(client, onConnectionError);
        wrappers.set(client, wrapper);
      }
      wrapper.checkOut();
      return wrapper;
    },
  };
}

type PostgresPoolClient = Awaited<ReturnType<PostgresPool['connect']>>;
type CheckedOutClient = PostgresPoolClient & { checkOut: () => void };

/** The wrapper of one pg connection; `checkOut` starts a checkout with a clean slate. */
function checkedOutClient(
  client: pg.PoolClient,
  onConnectionError: (error: Error) => void,
): CheckedOutClient {
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
    onConnectionError(error);
  };
  const noteBroken = (error: unknown) => {
    if (isDatabaseUnavailable(error)) broken ??= error instanceof Error ? error : new Error();
    throw error;
  };
  function query<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(
    sqlOrCursor: string | PostgresCursor<unknown>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<unknown>> | PostgresCursor<unknown> {
    // Kysely streams through a cursor only when asked to (we never do): passed as is.
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
    // pg only reads the parameters (it serializes them into the Bind message): no copy.
    const values = (parameters ?? []) as unknown[];
    // A fixed query in a transaction runs as its named statement, prepared on this
    // connection at first use; any other query goes as before, unnamed.
    const name = preparedStatementName(sqlOrCursor);
    return (
      (name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values))
        // pg's own result, which Kysely reads when it holds the pool itself; only the
        // declared `command` strings differ.
        .then((result) => result as PostgresQueryResult<unknown>, noteBroken)
    );
  }
  return {
    get processID() {
      return (client as { processID?: number }).processID;
    },
    query,
    checkOut: () => {
      broken = undefined;
      client.on('error', onError);
    },
    release: (destroy?: boolean) => {
      client.removeListener('error', onError);
      client.release(broken ?? destroy);
    },
  };
}

/** A failed LISTEN connection is tried again after 1 s, then 2, 4… up to this. */
const RELISTEN_MAX_DELAY_MS = 10_000;
const RELISTEN_FIRST_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own, outside the pool, kept open. When it drops (a
 * restart of PostgreSQL, a terminated backend, a network cut) or cannot be opened again,
 * it is retried with a growing pause until it succeeds; whatever was announced meanwhile
 * is caught by the reader's own polling of the journal.
 */
async function listenOnPostgres(
  { databaseUrl, connectTimeoutMs }: { databaseUrl: string; connectTimeoutMs: number },
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RELISTEN_FIRST_DELAY_MS;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(failed);
    }, delay);
    delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS);
  };
  const failed = (error: Error) => {
    onError(error);
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      failed(error);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RELISTEN_FIRST_DELAY_MS;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

import { CamelCasePlugin, type Kysely, type LogEvent } from 'kysely';
import type { Database } from './schema';

// What a database handle is, shared by both drivers (client.ts, pglite/create-pglite.ts).

export type Db = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

/** Told after every query Kysely runs: how long it took and whether it succeeded. */
export type QueryObserver = (durationMs: number, ok: boolean) => void;

/** Connections of the pool; PGlite is one connection (on its worker thread) and reports only `total`. */
export interface PoolStats {
  total: number;
  idle?: number;
  /** Queries waiting for a connection. */
  waiting?: number;
}

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Where the data lives, for logs: a directory, "memory", or the server without credentials. */
  location: string;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` from any process sharing the database.
   * On PGlite (one process) it does nothing: in-process events carry the news there.
   * Resolves with a function that stops listening.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onError?: (error: Error) => void,
  ) => Promise<() => Promise<void>>;
  /** Writes a consistent backup of the running database to `file` (see backup.ts). */
  backup: (file: string) => Promise<void>;
  /**
   * Calls `onQuery` after every query from now on; the function returned stops it. Several
   * observers may watch one handle (tests run several apps on one database).
   */
  observeQueries: (onQuery: QueryObserver) => () => void;
  poolStats: () => PoolStats;
  /**
   * PGlite only: the same database without the per-statement time limit, for migrations
   * (PostgreSQL migrates on a connection of its own instead, runtime.ts).
   */
  unlimited?: Db;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string. When absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * Told when an idle pooled connection breaks (the server restarted, a backend was
   * terminated, the network dropped). Without a listener the pool's 'error' event would
   * end the process; the pool discards that connection and opens a new one when needed.
   */
  onConnectionError?: (error: Error) => void;
  /** How long a query may wait for a connection (default CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /**
   * How long a query may wait for its answer; 0: no limit. PostgreSQL's default is
   * QUERY_TIMEOUT_MS (client.ts); PGlite has no limit unless one is given, as before it
   * left the main thread (migrations and bulk seeds run on the same handle there).
   */
  queryTimeoutMs?: number;
  /**
   * PGlite only: how many statements may wait for its one connection (bounded-dialect.ts);
   * one more is refused as "database unavailable". Default MAX_WAITING_QUERIES.
   */
  maxWaitingQueries?: number;
  /**
   * Where prepared PGlite images are cached (pglite/image.ts); default
   * node_modules/.cache/advance-pglite-images, or the temp folder when that is read-only.
   */
  imageCacheDir?: string;
  /** PGlite only: told when its thread ends unexpectedly (see pglite-bridge.ts). */
  onEmbeddedStopped?: (error: Error) => void;
}

export const plugins = [new CamelCasePlugin()];

/** A query waits at most this long for a connection, then fails (and the caller answers 503). */
export const CONNECT_TIMEOUT_MS = 3000;
/**
 * No query may hang a request for longer: a hung database turns into a 503, not a stall.
 * Our slowest queries (reports, paged lists) take well under a second at the sizes the
 * benchmarks cover. PostgreSQL's default; on PGlite the runtime passes it (runtime.ts).
 */
export const QUERY_TIMEOUT_MS = 5000;
/** PGlite: statements that may wait for its one connection before one more is refused. */
export const MAX_WAITING_QUERIES = 1000;

/**
 * Kysely's `log` hook sees every query with its duration: the observers attached later (the
 * metrics of an app) hang off it, so the handle can be made before anyone watches it.
 */
export function queryObservers() {
  const observers = new Set<QueryObserver>();
  const report: QueryObserver = (durationMs, ok) => {
    for (const observe of observers) observe(durationMs, ok);
  };
  return {
    log: (event: LogEvent) => report(event.queryDurationMillis, event.level === 'query'),
    /** For queries run past Kysely (fixed queries on PostgreSQL, fixed-query.ts). */
    report,
    observe: (onQuery: QueryObserver) => {
      observers.add(onQuery);
      return () => {
        observers.delete(onQuery);
      };
    },
  };
}

/**
 * Column types read the same way on both drivers: a `date` stays the yyyy-mm-dd string it
 * is (a JS Date would shift it by the server's time zone), and `bigint` (cents sums and
 * counts) becomes a number; our amounts stay far below 2^53. Kept as data so the embedded
 * database's worker thread builds the same parsers (functions cannot cross threads).
 */
export const TEXT_READ_TYPES = [1082];
export const NUMBER_READ_TYPES = [20];

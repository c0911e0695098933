import { Worker } from 'node:worker_threads';
import type { PGlite, PGliteQueryOptions, PGliteQueryResults, PGliteTransaction } from 'kysely';

/**
 * The main thread's side of the embedded database: the PGlite API Kysely's PGliteDialect
 * uses (query, transaction, close), answered by PGlite running on a worker thread
 * (pglite-worker.mjs). Statements run there, so none of them can stall the event loop;
 * only the rows are copied across.
 */
export interface PgliteBridge extends PGlite {
  /** The data directory as a gzipped tarball (after a CHECKPOINT when asked). */
  dump: (options: { checkpoint: boolean }) => Promise<Uint8Array>;
  /** The same database with no time limit per statement (migrations, bulk work). */
  unlimited: () => PGlite;
}

export interface PgliteBridgeOptions {
  /** PGlite's data directory; absent: in memory. */
  dataPath?: string;
  /** A prepared data directory (gzipped tarball) to start a new database from. */
  imageFile?: string;
  /** Type oids read as the text PostgreSQL sends (dates stay yyyy-mm-dd). */
  stringTypes: number[];
  /** Type oids read as JS numbers (bigint counts and sums). */
  numberTypes: number[];
  /** A statement with no answer after this long fails the caller; 0 or absent: no limit. */
  queryTimeoutMs?: number;
  /**
   * Told once when the database thread ends without close() (an out-of-memory crash, a
   * WASM abort): every later query fails, so the host should stop and be restarted.
   */
  onUnexpectedStop?: (error: Error) => void;
}

/** How long close() waits for PGlite to finish and close before ending its thread. */
const CLOSE_GRACE_MS = 5000;

/** Errors of the bridge itself; errors.ts counts both as "database unavailable" (503). */
export const EMBEDDED_STOPPED = 'The embedded database stopped';
export const EMBEDDED_TIMEOUT = 'The embedded database did not answer within';
/** Said by bounded-dialect.ts's lock, which queues the statements for the one connection. */
export const EMBEDDED_BUSY = 'The embedded database has too many statements waiting';

/**
 * An error thrown by PGlite, rebuilt on this side with every field it had (the SQLSTATE
 * `code`, `constraint`, `detail`…), and this thread's stack, which is the useful one.
 */
class EmbeddedDatabaseError extends Error {
  constructor(plain: Record<string, unknown>) {
    super(String(plain.message ?? 'Embedded database error'));
    const { message: _message, stack: _stack, ...fields } = plain;
    Object.assign(this, fields);
  }
}

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: object };
type Started = { started: true } | { started: false; error: Record<string, unknown> };

/** The worker file sits beside this module, in the sources and in the server bundle. */
const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

export async function startPgliteBridge(options: PgliteBridgeOptions): Promise<PgliteBridge> {
  const { queryTimeoutMs = 0, onUnexpectedStop, ...workerData } = options;
  const worker = new Worker(workerUrl, { workerData });
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`${EMBEDDED_STOPPED} while starting (exit code ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: Started) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.started) resolve();
      else reject(new EmbeddedDatabaseError(message.error));
    });
  });
  return connect(worker, queryTimeoutMs, onUnexpectedStop);
}

function connect(
  worker: Worker,
  queryTimeoutMs: number,
  onUnexpectedStop: ((error: Error) => void) | undefined,
): PgliteBridge {
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let stopped: Error | undefined;
  let closed = false;

  // The worker keeps the process alive only while an answer is awaited, like a socket with
  // a query in flight: an idle database never holds a finished program open.
  worker.unref();
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };

  worker.on('message', (message: Answer) => {
    const entry = settle(message.id);
    if (!entry) return;
    if (message.ok) entry.resolve(message.value);
    else entry.reject(new EmbeddedDatabaseError(message.error as Record<string, unknown>));
  });
  const stop = (reason: string) => {
    if (!stopped && !closed) onUnexpectedStop?.(new Error(`${EMBEDDED_STOPPED}: ${reason}`));
    stopped ??= new Error(`${EMBEDDED_STOPPED}: ${reason}`);
    for (const [id, entry] of pending) {
      settle(id);
      entry.reject(stopped);
    }
  };
  worker.on('error', (error) => stop(error.message));
  worker.on('exit', (code) => stop(`its thread ended (exit code ${code})`));

  const call = <T>(request: Record<string, unknown>, timeoutMs = 0): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (timeoutMs > 0) {
        // The statement keeps running over there (PGlite cannot cancel one); the caller
        // stops waiting and answers 503, as a PostgreSQL query_timeout does.
        timer = setTimeout(() => {
          if (!settle(id)) return;
          reject(new Error(`${EMBEDDED_TIMEOUT} ${timeoutMs} ms`));
        }, timeoutMs);
      }
      if (pending.size === 0) worker.ref();
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      try {
        worker.postMessage({ id, ...request });
      } catch (error) {
        // A parameter that cannot be copied to another thread (a function, a symbol).
        settle(id);
        clearTimeout(timer);
        reject(error);
      }
    });
  };

  const query = <R>(
    sql: string,
    params: unknown[] | undefined,
    options: PGliteQueryOptions | undefined,
    tx: number | undefined,
    timeoutMs: number,
  ) =>
    call<PGliteQueryResults<R>>(
      { op: 'query', sql, params: params ?? [], options: cloneableOptions(options), tx },
      timeoutMs,
    );

  /**
   * PGlite's transaction contract: the callback's statements run inside it, a resolved
   * callback commits (a COMMIT that rolled back rejects with SQLSTATE 25P02), a rejected
   * one rolls back. While it is open the worker's PGlite holds its transaction mutex, so
   * every statement from outside it waits, exactly as in process.
   */
  const transaction =
    (timeoutMs: number) =>
    async <T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> => {
      // No time limit on BEGIN: one given up here would still open the transaction over
      // there, and nobody would ever end it (PGlite's mutex held for good).
      const tx = await call<number>({ op: 'begin' });
      let ended = false;
      const end = (commit: boolean) => {
        ended = true;
        return call({ op: 'end', tx, commit });
      };
      let result: T;
      try {
        result = await callback({
          query: <R>(sql: string, params?: unknown[], options?: PGliteQueryOptions) =>
            query<R>(sql, params, options, tx, timeoutMs),
          rollback: async () => {
            if (!ended) await end(false);
          },
        });
      } catch (error) {
        if (!ended) await end(false).catch(() => {});
        throw error;
      }
      if (!ended) await end(true);
      return result;
    };

  // What Kysely's dialect uses, with a time limit per statement (0: none).
  const view = (timeoutMs: number) => ({
    ready: true,
    waitReady: Promise.resolve(),
    query: <R>(sql: string, params?: unknown[], options?: PGliteQueryOptions) =>
      query<R>(sql, params, options, undefined, timeoutMs),
    transaction: transaction(timeoutMs),
  });

  return {
    ...view(queryTimeoutMs),
    get closed() {
      return closed || stopped !== undefined;
    },
    unlimited: () =>
      ({
        ...view(0),
        get closed() {
          return closed || stopped !== undefined;
        },
        // Closing is the owner's (the bridge's close), not this view's.
        close: async () => {},
      }) as unknown as PGlite,
    dump: async ({ checkpoint }) =>
      new Uint8Array(await call<ArrayBuffer>({ op: 'dump', checkpoint })),
    close: async () => {
      if (closed) return;
      closed = true;
      // PGlite shuts PostgreSQL down cleanly once the statements before it are done; a
      // transaction left open would hold that forever, so the thread is ended after a grace
      // period either way (what was not committed is lost, as in any crash).
      if (!stopped) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const grace = new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_GRACE_MS);
        });
        await Promise.race([call({ op: 'close' }).catch(() => {}), grace]);
        clearTimeout(timer);
      }
      await worker.terminate();
    },
  };
}

/** Functions (parsers, notice callbacks) cannot cross threads; Kysely sends none. */
function cloneableOptions(options: PGliteQueryOptions | undefined) {
  if (!options) return undefined;
  const { parsers: _p, serializers: _s, onNotice: _n, blob: _b, ...rest } = options;
  return rest;
}

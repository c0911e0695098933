import {
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type PGlite,
  PGliteDialect,
  type QueryCompiler,
} from 'kysely';
import { EMBEDDED_BUSY, EMBEDDED_TIMEOUT } from './pglite-bridge';

/**
 * PGlite has one connection. Kysely's PGliteDialect says so (`supportsMultipleConnections`
 * false) and Kysely then queues every query for it behind a mutex on the main thread: a
 * queue nobody saw (poolStats, load shedding), without bound, and whose wait no time limit
 * counted (the bridge's limit starts when a statement reaches the thread). This dialect
 * keeps that one-at-a-time order with a lock of its own that is bounded (one more waiter is
 * refused at once as "busy") and timed (a waiter gives up after `waitTimeoutMs`), both
 * counted as "database unavailable" (503), as a PostgreSQL pool refuses after its
 * connection wait. A transaction holds the lock from BEGIN to COMMIT, as before.
 */
export class ConnectionLock {
  #held = false;
  readonly #waiters: { grant: () => void; refuse: (error: Error) => void }[] = [];

  constructor(
    readonly maxWaiting: number,
    readonly waitTimeoutMs: number,
  ) {}

  /** Queries waiting for the connection (not the one holding it). */
  get waiting(): number {
    return this.#waiters.length;
  }

  /** `bounded: false` (migrations, bulk work) waits however long and however many wait. */
  acquire(bounded: boolean): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    if (bounded && this.#waiters.length >= this.maxWaiting)
      return Promise.reject(new Error(`${EMBEDDED_BUSY} (${this.#waiters.length})`));
    return new Promise<void>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: reject,
      };
      if (bounded && this.waitTimeoutMs > 0)
        timer = setTimeout(() => {
          const at = this.#waiters.indexOf(waiter);
          if (at === -1) return;
          this.#waiters.splice(at, 1);
          reject(new Error(`${EMBEDDED_TIMEOUT} ${this.waitTimeoutMs} ms (waiting for it)`));
        }, this.waitTimeoutMs);
      this.#waiters.push(waiter);
    });
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next) next.grant();
    else this.#held = false;
  }
}

/**
 * Kysely's PGliteDialect with the lock above in place of Kysely's own mutex. Two dialects
 * may share one lock (the request handle and its unlimited view for migrations), so their
 * statements keep one order.
 */
export class BoundedPGliteDialect implements Dialect {
  readonly #inner: PGliteDialect;

  constructor(
    pglite: PGlite,
    private readonly lock: ConnectionLock,
    private readonly bounded: boolean,
  ) {
    this.#inner = new PGliteDialect({ pglite });
  }

  createAdapter(): DialectAdapter {
    const adapter = this.#inner.createAdapter();
    // Kysely then adds no mutex of its own: the driver below is the only queue.
    return Object.create(adapter, { supportsMultipleConnections: { value: true } });
  }

  createDriver(): Driver {
    const driver = this.#inner.createDriver();
    const { lock, bounded } = this;
    return {
      init: (options) => driver.init(options),
      acquireConnection: async (options): Promise<DatabaseConnection> => {
        await lock.acquire(bounded);
        try {
          return await driver.acquireConnection(options);
        } catch (error) {
          lock.release();
          throw error;
        }
      },
      releaseConnection: async (connection, options) => {
        try {
          await driver.releaseConnection(connection, options);
        } finally {
          lock.release();
        }
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      savepoint: (connection, name, compile) =>
        driver.savepoint?.(connection, name, compile) ?? Promise.resolve(),
      rollbackToSavepoint: (connection, name, compile) =>
        driver.rollbackToSavepoint?.(connection, name, compile) ?? Promise.resolve(),
      releaseSavepoint: (connection, name, compile) =>
        driver.releaseSavepoint?.(connection, name, compile) ?? Promise.resolve(),
      destroy: (options) => driver.destroy(options),
    };
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.#inner.createIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return this.#inner.createQueryCompiler();
  }
}

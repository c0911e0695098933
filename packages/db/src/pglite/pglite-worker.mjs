// @ts-check
/**
 * The embedded database's own thread (docs/decisions/019-embedded-database-off-thread.md).
 * PGlite runs PostgreSQL compiled to WebAssembly: every statement executes synchronously
 * on the thread that calls it, so on the main thread one slow aggregate froze every
 * request. Here it runs on a worker_thread; the main thread's Kysely talks to it by
 * messages (pglite-bridge.ts).
 *
 * Plain JavaScript on purpose: Node starts a worker from a file, and this one must run
 * unchanged from the TypeScript sources (tests, tsx) and from the server bundle
 * (apps/server/build.mjs copies it beside dist/main.js). It imports only PGlite.
 *
 * Protocol (every request carries an `id`; the answer is `{ id, ok, value | error }`):
 *   query  { sql, params, options, tx? }  one statement; inside transaction `tx` when given
 *   begin  {}                             opens a transaction, answers its `tx` number
 *   end    { tx, commit }                 commits or rolls it back
 *   dump   { checkpoint }                 the data directory as a gzipped tarball (transferred)
 *   close  {}                             closes PGlite; the thread then ends
 * PGlite's own mutexes order the work exactly as they did in process: a query outside a
 * transaction waits until a running transaction ends (one connection, held exclusively).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * @typedef {{
 *   dataPath?: string,
 *   imageFile?: string,
 *   stringTypes: number[],
 *   numberTypes: number[],
 * }} WorkerOptions
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread only');
const options = /** @type {WorkerOptions} */ (workerData);

/** @type {Record<number, (value: string) => unknown>} */
const parsers = {};
for (const oid of options.stringTypes) parsers[oid] = (value) => value;
for (const oid of options.numberTypes) parsers[oid] = (value) => Number(value);

/**
 * An error as plain data: a structured clone keeps only an Error's message, and callers
 * depend on the rest (the SQLSTATE `code`, `constraint`, `detail`…). The parameters are
 * left out: they can hold personal data and the main thread has them anyway.
 * @param {unknown} error
 */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const plain = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'queryOptions') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      plain[key] = value;
    }
  }
  return plain;
}

/**
 * @param {number} id
 * @param {unknown} value
 * @param {ArrayBuffer[]} [transfer]
 */
const answer = (id, value, transfer) => port.postMessage({ id, ok: true, value }, transfer ?? []);
/** @param {number} id @param {unknown} error */
const fail = (id, error) => port.postMessage({ id, ok: false, error: plainError(error) });

/** @type {PGlite} */
let pglite;
try {
  const image = options.imageFile ? new Blob([readFileSync(options.imageFile)]) : undefined;
  pglite = await PGlite.create(options.dataPath, {
    extensions: { pg_trgm },
    parsers,
    ...(image && { loadDataDir: image }),
  });
} catch (error) {
  port.postMessage({ started: false, error: plainError(error) });
  process.exit(1);
}

/**
 * Open transactions by number: the PGlite transaction object, and how to end it.
 * @type {Map<number, {
 *   tx: import('@electric-sql/pglite').Transaction,
 *   decide: (commit: boolean) => void,
 *   done: Promise<unknown>,
 * }>}
 */
const transactions = new Map();
let nextTransaction = 1;

/** Rejected into PGlite's transaction callback: it rolls back and rethrows this. */
const ROLLBACK = Symbol('rollback');

/** @param {number} id */
function begin(id) {
  const number = nextTransaction++;
  /** @type {(commit: boolean) => void} */
  let decide = () => {};
  const decided = new Promise((resolve, reject) => {
    decide = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
  });
  let begun = false;
  const done = pglite.transaction(async (tx) => {
    transactions.set(number, { tx, decide, done });
    begun = true;
    answer(id, number);
    await decided;
  });
  done.catch((error) => {
    // A failed BEGIN is answered here; a failed COMMIT is answered by end().
    if (!begun) fail(id, error);
  });
}

/** @param {number} id @param {number} number @param {boolean} commit */
async function end(id, number, commit) {
  const open = transactions.get(number);
  if (!open) return fail(id, new Error(`No open transaction ${number}`));
  transactions.delete(number);
  open.decide(commit);
  try {
    await open.done;
    answer(id, null);
  } catch (error) {
    if (error === ROLLBACK) answer(id, null);
    else fail(id, error);
  }
}

/**
 * @param {number} id
 * @param {{ sql: string, params: unknown[], options?: object, tx?: number }} request
 */
async function query(id, request) {
  try {
    let runner = /** @type {Pick<PGlite, 'query'>} */ (pglite);
    if (request.tx !== undefined) {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No open transaction ${request.tx}`);
      runner = open.tx;
    }
    const result = await runner.query(request.sql, request.params, request.options);
    answer(id, {
      rows: result.rows,
      affectedRows: result.affectedRows,
      fields: result.fields,
    });
  } catch (error) {
    fail(id, error);
  }
}

/** @param {number} id @param {boolean} checkpoint */
async function dump(id, checkpoint) {
  try {
    // A checkpoint first makes the copy small to replay; the copy is taken inside PGlite's
    // query mutex, so no statement writes while the files are read.
    if (checkpoint) await pglite.query('checkpoint');
    const tarball = await pglite.dumpDataDir('gzip');
    const bytes = await tarball.arrayBuffer();
    answer(id, bytes, [bytes]);
  } catch (error) {
    fail(id, error);
  }
}

/** @param {number} id */
async function close(id) {
  try {
    if (!pglite.closed) await pglite.close();
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
  port.close();
}

port.on('message', (message) => {
  const { id, op } = message;
  if (op === 'query') void query(id, message);
  else if (op === 'begin') begin(id);
  else if (op === 'end') void end(id, message.tx, message.commit);
  else if (op === 'dump') void dump(id, message.checkpoint);
  else if (op === 'close') void close(id);
  else fail(id, new Error(`Unknown operation ${op}`));
});
port.postMessage({ started: true });

import {
  type Db,
  insertGoals,
  insertInteractions,
  insertPageViews,
  inTransaction,
  isDatabaseUnavailable,
  type NewGoal,
  type NewInteraction,
  type NewPageView,
  type PageViewChanges,
  touchVisitorSessions,
  type VisitorSessionTouch,
} from '@advance/db';
import type { Logger } from '../logger';

/** How long an event may wait for company before it is written. */
export const FLUSH_DELAY_MS = 50;
/** A batch this large is written at once. */
const FLUSH_ROWS = 500;
/** Past this many waiting rows, callers wait for the write: memory stays bounded. */
const HIGH_WATER_ROWS = 20_000;
/**
 * While the database is out of reach, batches are kept and written when it is back; past
 * this many held rows, new events are dropped (counted in `dropped()`, logged) so memory
 * stays bounded through a long outage (~500 bytes a row: about 25 MB).
 */
const MAX_HELD_ROWS = 50_000;
/** A batch the database could not take is tried again after 1 s, then 2, 4… up to 30 s. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** While dropping, one log line per this many rows dropped. */
const DROP_LOG_EVERY = 1000;

interface Batch {
  pageViews: Map<string, NewPageView>;
  interactions: NewInteraction[];
  goals: NewGoal[];
  touches: Map<string, VisitorSessionTouch>;
}

const emptyBatch = (): Batch => ({
  pageViews: new Map(),
  interactions: [],
  goals: [],
  touches: new Map(),
});

const rowsIn = (batch: Batch) =>
  batch.pageViews.size + batch.interactions.length + batch.goals.length;

export type PendingPatch = 'patched' | 'not-pending' | 'other-session';

export interface TrackingWriteQueue {
  /** Queues an event; resolves at once unless the queue is past its high-water mark. */
  pageView: (row: NewPageView, touch: VisitorSessionTouch) => Promise<void>;
  interaction: (row: NewInteraction, touch: VisitorSessionTouch) => Promise<void>;
  goal: (row: NewGoal, touch: VisitorSessionTouch) => Promise<void>;
  /** Queues only a visit's activity (a heartbeat, a conversion): no row, one UPDATE later. */
  touch: (touch: VisitorSessionTouch) => Promise<void>;
  /**
   * Applies an update to a page view that has not been written yet. 'not-pending' means
   * it is in the database (or nowhere): update it there, after `settled()`.
   */
  patchPendingPageView: (
    ref: { id: string; sessionId: string },
    changes: PageViewChanges,
  ) => PendingPatch;
  /** The visit of a page view still waiting or being written, if it is one. */
  pendingPageViewSession: (id: string) => string | undefined;
  /** Interactions of a visit not yet in the database. */
  pendingInteractions: (sessionId: string) => number;
  /** Resolves when no write is in progress (what was being written is then stored). */
  settled: () => Promise<void>;
  /** Writes everything queued so far. */
  flush: () => Promise<void>;
  /** Writes what is left and accepts nothing more: the server is shutting down. */
  stop: () => Promise<void>;
  /** Rows waiting or being written now (the metrics' queue depth). */
  depth: () => number;
  /** Writes given up on since the start (rows, or a batch's visit updates): refused one by one. */
  dropped: () => number;
}

/**
 * The tracker's cheap writes: events wait here a few milliseconds and are written together,
 * one multi-row INSERT per table and one UPDATE for the visits they touched, in one
 * transaction (one commit for the lot). The browser's answer never waits for the database.
 * Page view ids are made before queuing, so a later update finds its row either here or,
 * once written, in the database; writes run one at a time, so that order holds.
 */
export function createTrackingWriteQueue({
  db,
  log,
  retryFirstMs = RETRY_FIRST_MS,
  maxHeldRows = MAX_HELD_ROWS,
}: {
  db: Db;
  log: Logger;
  retryFirstMs?: number;
  maxHeldRows?: number;
}): TrackingWriteQueue {
  let batch = emptyBatch();
  let inFlight: Batch | undefined;
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let droppedRows = 0;
  /** Set while the database is out of reach: the held batch waits for the retry timer. */
  let unavailable = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = retryFirstMs;

  const mergeTouch = (touch: VisitorSessionTouch) => {
    const seen = batch.touches.get(touch.id);
    batch.touches.set(
      touch.id,
      seen
        ? {
            id: touch.id,
            lastActiveAt:
              seen.lastActiveAt > touch.lastActiveAt ? seen.lastActiveAt : touch.lastActiveAt,
            userId: seen.userId ?? touch.userId,
            converted: seen.converted || touch.converted,
          }
        : touch,
    );
  };

  /** Resolves false when the database could not be reached: nothing of `rows` was written. */
  const write = async (rows: Batch): Promise<boolean> => {
    const touches = [...rows.touches.values()];
    try {
      await inTransaction(db, async (trx) => {
        await insertPageViews(trx, [...rows.pageViews.values()]);
        await insertInteractions(trx, rows.interactions);
        await insertGoals(trx, rows.goals);
        await touchVisitorSessions(trx, touches);
      });
      return true;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        if (!unavailable) log.warn({ err: error }, 'Tracker batch kept until the database is back');
        return false;
      }
      // One bad row (a visit deleted meanwhile by retention) must not cost the others.
      log.warn({ err: error }, 'Tracker batch failed; writing its rows one by one');
      await writeOneByOne(rows, touches);
      return true;
    }
  };

  /** The held batch goes back in front of what came meanwhile, in its order. */
  const requeue = (held: Batch) => {
    const newer = batch;
    batch = held;
    for (const [id, row] of newer.pageViews) batch.pageViews.set(id, row);
    batch.interactions.push(...newer.interactions);
    batch.goals.push(...newer.goals);
    for (const touch of newer.touches.values()) mergeTouch(touch);
  };

  const scheduleRetry = () => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      flush().catch((error: unknown) => log.error({ err: error }, 'Tracker flush failed'));
    }, retryDelay);
    retry.unref();
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  const countDropped = (rows: number) => {
    const before = droppedRows;
    droppedRows += rows;
    if (
      Math.floor(before / DROP_LOG_EVERY) !== Math.floor(droppedRows / DROP_LOG_EVERY) ||
      before === 0
    )
      log.error(
        { dropped: droppedRows, held: rowsIn(batch) },
        'Tracker queue full while the database is out of reach; events dropped',
      );
  };

  const writeOneByOne = async (rows: Batch, touches: VisitorSessionTouch[]) => {
    let dropped = 0;
    const attempt = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch {
        dropped += 1;
      }
    };
    for (const row of rows.pageViews.values()) await attempt(() => insertPageViews(db, [row]));
    for (const row of rows.interactions) await attempt(() => insertInteractions(db, [row]));
    for (const row of rows.goals) await attempt(() => insertGoals(db, [row]));
    await attempt(() => touchVisitorSessions(db, touches));
    droppedRows += dropped;
    if (dropped > 0) log.error({ dropped }, 'Tracker rows could not be written and were dropped');
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    writing = writing
      .catch(() => {})
      .then(async () => {
        if (rowsIn(batch) === 0 && batch.touches.size === 0) return;
        const rows = batch;
        inFlight = rows;
        batch = emptyBatch();
        let written = false;
        try {
          written = await write(rows);
        } finally {
          inFlight = undefined;
        }
        if (written) {
          if (unavailable) log.info({}, 'Tracker queue writes again');
          unavailable = false;
          retryDelay = retryFirstMs;
          return;
        }
        if (stopped) {
          countDropped(rowsIn(rows));
          return;
        }
        unavailable = true;
        requeue(rows);
        scheduleRetry();
      });
    return writing;
  };

  /** False when the event must be dropped: the database is away and the queue is full. */
  const room = (): boolean => {
    if (!unavailable || rowsIn(batch) < maxHeldRows) return true;
    countDropped(1);
    return false;
  };

  const queued = (touch: VisitorSessionTouch): Promise<void> => {
    mergeTouch(touch);
    const size = rowsIn(batch);
    // The retry timer writes the held rows; nobody waits on a database that is away.
    if (unavailable) return Promise.resolve();
    if (size >= FLUSH_ROWS) {
      const done = flush();
      return size >= HIGH_WATER_ROWS ? done : Promise.resolve();
    }
    timer ??= setTimeout(() => {
      flush().catch((error: unknown) => log.error({ err: error }, 'Tracker flush failed'));
    }, FLUSH_DELAY_MS);
    return Promise.resolve();
  };

  const refuseWhenStopped = () => {
    if (stopped) throw new Error('The tracker write queue is stopped');
  };

  return {
    pageView: (row, touch) => {
      refuseWhenStopped();
      if (!room()) return Promise.resolve();
      batch.pageViews.set(row.id, row);
      return queued(touch);
    },
    interaction: (row, touch) => {
      refuseWhenStopped();
      if (!room()) return Promise.resolve();
      batch.interactions.push(row);
      return queued(touch);
    },
    goal: (row, touch) => {
      refuseWhenStopped();
      if (!room()) return Promise.resolve();
      batch.goals.push(row);
      return queued(touch);
    },
    touch: (touch) => {
      refuseWhenStopped();
      return queued(touch);
    },
    patchPendingPageView: (ref, changes) => {
      const row = batch.pageViews.get(ref.id);
      if (!row) return 'not-pending';
      if (row.sessionId !== ref.sessionId) return 'other-session';
      Object.assign(row, changes);
      return 'patched';
    },
    pendingPageViewSession: (id) =>
      (batch.pageViews.get(id) ?? inFlight?.pageViews.get(id))?.sessionId,
    pendingInteractions: (sessionId) =>
      [...batch.interactions, ...(inFlight?.interactions ?? [])].filter(
        (row) => row.sessionId === sessionId,
      ).length,
    settled: () => writing.catch(() => {}),
    flush,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await flush();
    },
    depth: () => rowsIn(batch) + (inFlight ? rowsIn(inFlight) : 0),
    dropped: () => droppedRows,
  };
}

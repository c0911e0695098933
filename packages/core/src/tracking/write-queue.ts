import {
  type Db,
  insertGoals,
  insertInteractions,
  insertPageViews,
  inTransaction,
  type NewGoal,
  type NewInteraction,
  type NewPageView,
  type PageViewChanges,
  touchVisitorSessions,
  type VisitorSessionTouch,
} from '@advance/db';
import type { Logger } from '../deps';

/** How long an event may wait for company before it is written. */
export const FLUSH_DELAY_MS = 50;
/** A batch this large is written at once. */
const FLUSH_ROWS = 500;
/** Past this many waiting rows, callers wait for the write: memory stays bounded. */
const HIGH_WATER_ROWS = 20_000;

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
export function createTrackingWriteQueue({ db, log }: { db: Db; log: Logger }): TrackingWriteQueue {
  let batch = emptyBatch();
  let inFlight: Batch | undefined;
  let writing: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let droppedRows = 0;

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

  const write = async (rows: Batch) => {
    const touches = [...rows.touches.values()];
    try {
      await inTransaction(db, async (trx) => {
        await insertPageViews(trx, [...rows.pageViews.values()]);
        await insertInteractions(trx, rows.interactions);
        await insertGoals(trx, rows.goals);
        await touchVisitorSessions(trx, touches);
      });
    } catch (error) {
      // One bad row (a visit deleted meanwhile by retention) must not cost the others.
      log.warn({ err: error }, 'Tracker batch failed; writing its rows one by one');
      await writeOneByOne(rows, touches);
    }
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
        inFlight = batch;
        batch = emptyBatch();
        try {
          await write(inFlight);
        } finally {
          inFlight = undefined;
        }
      });
    return writing;
  };

  const queued = (touch: VisitorSessionTouch): Promise<void> => {
    mergeTouch(touch);
    const size = rowsIn(batch);
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
      batch.pageViews.set(row.id, row);
      return queued(touch);
    },
    interaction: (row, touch) => {
      refuseWhenStopped();
      batch.interactions.push(row);
      return queued(touch);
    },
    goal: (row, touch) => {
      refuseWhenStopped();
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
      await flush();
    },
    depth: () => rowsIn(batch) + (inFlight ? rowsIn(inFlight) : 0),
    dropped: () => droppedRows,
  };
}

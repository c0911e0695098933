import type { LiveEvent } from '@advance/contracts';
import {
  type DbHandle,
  LIVE_EVENTS_CHANNEL,
  type LiveEventRow,
  latestLiveEventId,
  listLiveEventsAfter,
} from '@advance/db';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logger';
import { createEventQueue } from './event-queue';

/** Who is listening: a customer hears their own conversations, staff hear all. */
export interface LiveViewer {
  userId: string;
  staff: boolean;
}

export interface LiveEnvelope {
  /** Journal id: strictly increasing, the resume point after a reconnect. */
  id: number;
  event: LiveEvent;
}

export interface LiveFeed {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /**
   * The viewer's events: first those journaled after `afterId` (when given), then live ones,
   * each exactly once and in order, until `signal` aborts.
   */
  subscribe: (
    viewer: LiveViewer,
    options?: { afterId?: number | undefined; signal?: AbortSignal | undefined },
  ) => AsyncGenerator<LiveEnvelope>;
  subscriberCount: () => number;
}

const PAGE = 500;
/** A subscriber this far behind is cut off; its client resumes from the journal. */
const QUEUE_LIMIT = 1000;
/** Catches a NOTIFY lost while the listening connection was down. */
const POLL_MS = 2000;

interface Subscriber {
  viewer: LiveViewer;
  push: (envelope: LiveEnvelope) => void;
}

const toEnvelope = (row: LiveEventRow): LiveEnvelope => ({
  id: row.id,
  event: row.payload as LiveEvent,
});

const concerns = (viewer: LiveViewer, row: LiveEventRow) =>
  viewer.staff || row.userId === viewer.userId;

/**
 * One per process: reads the live journal as it grows (woken by this process's own
 * writes, by PostgreSQL NOTIFY from other instances, and by a slow poll as a safety net)
 * and hands each event to the subscribers it concerns.
 */
export function createLiveFeed(
  deps: {
    db: DbHandle['db'];
    listen: DbHandle['listen'];
    events: EventBus;
    log: Logger;
  },
  { pollMs = POLL_MS }: { pollMs?: number } = {},
): LiveFeed {
  const subscribers = new Set<Subscriber>();
  let lastId = 0;
  let pumping: Promise<void> | undefined;
  let pumpAgain = false;
  let stopListening: (() => Promise<void>) | undefined;
  let unsubscribe: (() => void) | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const dispatch = (row: LiveEventRow) => {
    lastId = row.id;
    for (const subscriber of subscribers)
      if (concerns(subscriber.viewer, row)) subscriber.push(toEnvelope(row));
  };

  const drain = async () => {
    for (;;) {
      const rows = await listLiveEventsAfter(deps.db, { afterId: lastId, limit: PAGE });
      for (const row of rows) dispatch(row);
      if (rows.length < PAGE) return;
    }
  };

  /** One reader at a time; a wake-up during a read makes it read once more. */
  const pump = (): Promise<void> => {
    if (pumping) {
      pumpAgain = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        pumpAgain = false;
        await drain();
      } while (pumpAgain);
    })()
      .catch((error: unknown) => deps.log.error({ err: error }, 'Reading the live journal failed'))
      .finally(() => {
        pumping = undefined;
      });
    return pumping;
  };

  /** A wake-up for an id already read (our own write, echoed by NOTIFY) needs no read. */
  const heard = (id?: number) => {
    if (id !== undefined && Number.isFinite(id) && id <= lastId) return;
    void pump();
  };

  return {
    async start() {
      lastId = await latestLiveEventId(deps.db);
      unsubscribe = deps.events.subscribe((event) => {
        if (event.type === 'live.appended') heard(event.id);
      });
      stopListening = await deps.listen(
        LIVE_EVENTS_CHANNEL,
        (payload) => heard(Number(payload)),
        (error) => deps.log.warn({ err: error }, 'Live journal listener dropped; reconnecting'),
      );
      poll = setInterval(() => {
        latestLiveEventId(deps.db)
          .then((latest) => {
            if (latest > lastId) heard();
          })
          .catch(() => {});
      }, pollMs);
      poll.unref();
    },

    async stop() {
      clearInterval(poll);
      unsubscribe?.();
      await stopListening?.();
      await pumping;
    },

    async *subscribe(viewer, { afterId, signal } = {}) {
      const queue = createEventQueue<LiveEnvelope>(QUEUE_LIMIT);
      const subscriber: Subscriber = { viewer, push: queue.push };
      // Registered before the journal is read: whatever arrives meanwhile waits in the
      // queue, and `seen` drops what the journal read already gave.
      subscribers.add(subscriber);
      const upTo = lastId;
      let seen = afterId ?? upTo;
      try {
        while (seen < upTo && !signal?.aborted) {
          const rows = await listLiveEventsAfter(deps.db, {
            afterId: seen,
            upToId: upTo,
            ...(viewer.staff ? {} : { userId: viewer.userId }),
            limit: PAGE,
          });
          for (const row of rows) {
            seen = row.id;
            yield toEnvelope(row);
          }
          if (rows.length < PAGE) break;
        }
        seen = Math.max(seen, upTo);
        for (;;) {
          const envelope = await queue.next(signal);
          if (!envelope) return;
          if (envelope.id <= seen) continue;
          seen = envelope.id;
          yield envelope;
        }
      } finally {
        subscribers.delete(subscriber);
      }
    },

    subscriberCount: () => subscribers.size,
  };
}

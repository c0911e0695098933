import { TRACKER_EVENTS_PER_MINUTE, trackerMessages } from '@advance/contracts';
import { DomainError } from '../errors';

const WINDOW_MS = 60_000;

export interface TrackerRateLimit {
  /** Counts one event for `key`; throws TOO_MANY_REQUESTS (with Retry-After) past the limit. */
  hit: (key: string, now: Date) => void;
}

/**
 * docs/architecture.md §5: 600 tracker events per minute per IP. Unlike the sign-in limits this one is
 * kept in process memory, per instance: the database limiter costs a write per event,
 * which would double the cost of the cheapest, most frequent writes we take. Behind N
 * instances a client gets at most N × the limit, which still bounds a flood; sign-in limits,
 * where a precise count matters, stay in the database.
 */
export function createTrackerRateLimit(limit = TRACKER_EVENTS_PER_MINUTE): TrackerRateLimit {
  // Each address's window starts at its first event, so a burst is never split across an
  // arbitrary clock minute (which would let up to twice the limit through).
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit: (key, now) => {
      const time = now.getTime();
      // Once a minute, forget addresses whose window is over: the map holds about a
      // minute's worth of addresses at most.
      if (time - lastSweep >= WINDOW_MS) {
        for (const [k, w] of windows) if (time - w.start >= WINDOW_MS) windows.delete(k);
        lastSweep = time;
      }
      const current = windows.get(key);
      const window =
        current && time - current.start < WINDOW_MS && time >= current.start
          ? current
          : { start: time, count: 0 };
      window.count += 1;
      windows.set(key, window);
      if (window.count <= limit) return;
      throw new DomainError('TOO_MANY_REQUESTS', trackerMessages.tooManyEvents, {
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000)),
      });
    },
  };
}

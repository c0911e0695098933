import { TRACKER_EVENTS_PER_MINUTE, trackerMessages } from '@advance/contracts';
import { DomainError } from '../errors';

const WINDOW_MS = 60_000;

export interface TrackerRateLimit {
  /** Counts one event for `key`; throws TOO_MANY_REQUESTS (with Retry-After) past the limit. */
  hit: (key: string, now: Date) => void;
}

/**
 * DESIGN.md §5: 600 tracker events per minute per IP. Unlike the sign-in limits this one is
 * kept in process memory, per instance: the database limiter costs a write per event,
 * which would double the cost of the cheapest, most frequent writes we take. Behind N
 * instances a client gets at most N × the limit, which still bounds a flood; sign-in limits,
 * where a precise count matters, stay in the database.
 */
export function createTrackerRateLimit(limit = TRACKER_EVENTS_PER_MINUTE): TrackerRateLimit {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    hit: (key, now) => {
      const time = now.getTime();
      // One fixed window for every key: starting over drops all old counters at once, so
      // the map never holds more than a minute's worth of addresses.
      if (time - windowStart >= WINDOW_MS || time < windowStart) {
        windowStart = time - (time % WINDOW_MS);
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count <= limit) return;
      throw new DomainError('TOO_MANY_REQUESTS', trackerMessages.tooManyEvents, {
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000)),
      });
    },
  };
}

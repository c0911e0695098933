import type { VisitorSessionRef } from '@advance/db';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export interface VisitorSessionCache {
  get: (ref: string, now: Date) => VisitorSessionRef | undefined;
  /** Remembers a visit under both of its ids. */
  set: (session: VisitorSessionRef, now: Date) => void;
}

/**
 * Every tracker event names its visit, and reading it from the database was the largest
 * cost of a page view (bench/tracker-ingest.ts). Visits found recently are kept here for a
 * minute: their ids never change, and what can change (staff flag, end) is updated by this
 * instance when it changes it. Another instance's change is seen within the minute; ending
 * twice is harmless (the database ends a visit once). Unknown ids are never cached.
 */
export function createVisitorSessionCache(): VisitorSessionCache {
  const entries = new Map<string, { session: VisitorSessionRef; expiresAt: number }>();
  return {
    get: (ref, now) => {
      const entry = entries.get(ref);
      if (!entry) return undefined;
      if (entry.expiresAt > now.getTime()) return entry.session;
      entries.delete(ref);
      return undefined;
    },
    set: (session, now) => {
      const entry = { session, expiresAt: now.getTime() + TTL_MS };
      for (const key of [session.id, session.clientId]) {
        entries.delete(key);
        entries.set(key, entry);
      }
      // A Map iterates in insertion order: the first keys are the oldest.
      for (const key of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(key);
      }
    },
  };
}

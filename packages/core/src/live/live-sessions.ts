import { findUnexpiredSessions } from '@advance/db';
import type { CoreDeps } from '../deps';

/** Keeps one lookup's `in (...)` list to a size any database plans well. */
const LOOKUP_CHUNK = 500;

/**
 * Which of these sessions are still live (neither ended nor past their idle or absolute
 * expiry), with the expiry each has now: what an open live connection is re-checked against.
 */
export async function findLiveSessions(
  deps: Pick<CoreDeps, 'db' | 'now'>,
  sessionIds: Iterable<string>,
): Promise<Map<string, Date>> {
  const ids = [...new Set(sessionIds)];
  const now = deps.now();
  const live = new Map<string, Date>();
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    for (const row of await findUnexpiredSessions(deps.db, ids.slice(i, i + LOOKUP_CHUNK), now))
      live.set(row.id, row.expiresAt);
  }
  return live;
}

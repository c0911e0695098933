import {
  deleteExpiredResetTokens,
  deleteExpiredSessions,
  deleteStaleRateCounters,
} from '@advance/db';
import type { CoreDeps } from '../deps';

/** Longest rate-limit window (DESIGN.md §5: one hour) with room to spare. */
const RATE_COUNTER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what can no longer be used: ended sessions, dead reset links, old rate counters.
 * Each is already refused when met; this keeps the tables small.
 */
export async function pruneExpired(
  deps: Pick<CoreDeps, 'db' | 'now'>,
): Promise<{ sessions: number }> {
  const now = deps.now();
  const sessions = await deleteExpiredSessions(deps.db, now);
  await deleteExpiredResetTokens(deps.db, now);
  await deleteStaleRateCounters(deps.db, new Date(now.getTime() - RATE_COUNTER_MAX_AGE_MS));
  return { sessions };
}

import {
  deleteExpiredPasskeyChallenges,
  deleteExpiredResetTokens,
  deleteExpiredSessions,
  deleteSentMailBefore,
  deleteStaleRateCounters,
} from '@advance/db';
import type { CoreDeps } from '../deps';
import { pruneLiveEvents } from '../live/prune-live-events';
import { SENT_MAIL_RETENTION_MS } from '../mail/outbox';
import { pruneStaleUploads } from './prune-stale-uploads';

/** Longest rate-limit window (docs/architecture.md §5: one hour) with room to spare. */
const RATE_COUNTER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what can no longer be used: ended sessions, dead reset links, old rate counters,
 * uploads that will never be attached, and sent mail past its retention.
 * Each is already refused when met; this keeps the tables small.
 */
export async function pruneExpired(
  deps: Pick<CoreDeps, 'db' | 'now' | 'storage'>,
): Promise<{ sessions: number; uploads: number; mails: number }> {
  const now = deps.now();
  const sessions = await deleteExpiredSessions(deps.db, now);
  await deleteExpiredResetTokens(deps.db, now);
  await deleteExpiredPasskeyChallenges(deps.db, now);
  await deleteStaleRateCounters(deps.db, new Date(now.getTime() - RATE_COUNTER_MAX_AGE_MS));
  await pruneLiveEvents(deps);
  const uploads = await pruneStaleUploads(deps);
  const mails = await deleteSentMailBefore(
    deps.db,
    new Date(now.getTime() - SENT_MAIL_RETENTION_MS),
  );
  return { sessions, uploads, mails };
}

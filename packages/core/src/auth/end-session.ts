import { type Db, deleteSession } from '@advance/db';
import type { EventBus } from '../events/event-bus';
import { announceSessionsRevoked } from '../events/session-revocations';

/**
 * Ends one session and closes the live connections bound to it, on every instance; no
 * activity entry (not a sign-out).
 */
export async function endSession(
  deps: { db: Db; events: EventBus },
  session: { sessionId: string; userId: string },
): Promise<void> {
  await deleteSession(deps.db, session.sessionId);
  await announceSessionsRevoked(deps, {
    userId: session.userId,
    sessionIds: [session.sessionId],
  });
}

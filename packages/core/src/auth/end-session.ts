import { type Db, deleteSession } from '@advance/db';
import type { EventBus } from '../events/event-bus';

/** Ends one session and closes the sockets bound to it; no activity entry (not a sign-out). */
export async function endSession(
  deps: { db: Db; events: EventBus },
  session: { sessionId: string; userId: string },
): Promise<void> {
  await deleteSession(deps.db, session.sessionId);
  deps.events.publish({
    type: 'sessions.revoked',
    userId: session.userId,
    sessionIds: [session.sessionId],
  });
}

import { type Db, deleteUserSessions } from '@advance/db';
import type { EventBus } from '../events/event-bus';

/**
 * Ends every session of a user (password reset, role change) and tells listeners, so open
 * sockets bound to those sessions close too.
 */
export async function endUserSessions(
  deps: { db: Db; events: EventBus },
  userId: string,
): Promise<void> {
  const sessionIds = await deleteUserSessions(deps.db, userId);
  if (sessionIds.length > 0) deps.events.publish({ type: 'sessions.revoked', userId, sessionIds });
}

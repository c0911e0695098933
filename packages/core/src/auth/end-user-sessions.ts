import { type Db, deleteUserSessions } from '@advance/db';
import type { EventBus } from '../events/event-bus';
import { announceSessionsRevoked } from '../events/session-revocations';

/**
 * Ends every session of a user (password reset, role change) and announces it, so open
 * live connections bound to those sessions close too, on every instance.
 */
export async function endUserSessions(
  deps: { db: Db; events: EventBus },
  userId: string,
): Promise<void> {
  const sessionIds = await deleteUserSessions(deps.db, userId);
  await announceSessionsRevoked(deps, { userId, sessionIds });
}

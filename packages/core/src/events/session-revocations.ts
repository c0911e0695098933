import type { Db } from '@advance/db';
import { type DbHandle, notifySessionsRevoked, SESSIONS_REVOKED_CHANNEL } from '@advance/db';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';

export interface RevokedSessions {
  userId: string;
  sessionIds: string[];
}

/**
 * Tells every instance that these sessions ended, so their live connections close: this
 * process's bus at once, the others through PostgreSQL NOTIFY. On PostgreSQL this process
 * hears its own NOTIFY too; closing an already closed connection does nothing.
 */
export async function announceSessionsRevoked(
  deps: { db: Db; events: EventBus },
  revoked: RevokedSessions,
): Promise<void> {
  if (revoked.sessionIds.length === 0) return;
  deps.events.publish({ type: 'sessions.revoked', ...revoked });
  await notifySessionsRevoked(deps.db, revoked);
}

/**
 * Puts other instances' revocations on this process's bus, where the live connection
 * registry hears them exactly as it hears its own. On PGlite (one process) `listen` is
 * silent and the bus alone carries them. Resolves with a function that stops listening.
 */
export function relayRevokedSessions(deps: {
  listen: DbHandle['listen'];
  events: EventBus;
  log: Logger;
}): Promise<() => Promise<void>> {
  return deps.listen(
    SESSIONS_REVOKED_CHANNEL,
    (payload) => {
      const revoked = parseRevoked(payload);
      if (revoked) deps.events.publish({ type: 'sessions.revoked', ...revoked });
      else deps.log.warn({ payload: payload.slice(0, 200) }, 'Unreadable session revocation');
    },
    (error) => deps.log.warn({ err: error }, 'Session revocation listener dropped; reconnecting'),
  );
}

function parseRevoked(payload: string): RevokedSessions | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, sessionIds } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || !Array.isArray(sessionIds)) return null;
    if (!sessionIds.every((id): id is string => typeof id === 'string')) return null;
    return { userId, sessionIds };
  } catch {
    return null;
  }
}

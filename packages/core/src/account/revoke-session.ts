import { accountMessages } from '@advance/contracts';
import { deleteOtherUserSessions, deleteUserSession } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { announceSessionsRevoked } from '../events/session-revocations';

interface Caller {
  sessionId: string;
  userId: string;
}

/**
 * Ends one of the caller's own sessions and closes its live connections on every
 * instance. Another user's session id, or one already ended, is "not found": whether it
 * exists is nobody else's business.
 */
export async function revokeSession(
  deps: CoreDeps,
  caller: Caller,
  sessionId: string,
  meta: RequestMeta,
): Promise<{ current: boolean }> {
  if (!(await deleteUserSession(deps.db, caller.userId, sessionId))) {
    throw new DomainError('NOT_FOUND', accountMessages.sessionNotFound);
  }
  await announceSessionsRevoked(deps, { userId: caller.userId, sessionIds: [sessionId] });
  await logActivity(deps.db, {
    actorId: caller.userId,
    action: activityActions.sessionRevoked,
    targetType: 'session',
    targetId: sessionId,
    ipAddress: meta.ip,
  });
  return { current: sessionId === caller.sessionId };
}

/** "Sign out everywhere else": every session of the caller but this one ends. */
export async function revokeOtherSessions(
  deps: CoreDeps,
  caller: Caller,
  meta: RequestMeta,
): Promise<{ revoked: number }> {
  const sessionIds = await deleteOtherUserSessions(deps.db, caller.userId, caller.sessionId);
  await announceSessionsRevoked(deps, { userId: caller.userId, sessionIds });
  await logActivity(deps.db, {
    actorId: caller.userId,
    action: activityActions.otherSessionsRevoked,
    targetType: 'user',
    targetId: caller.userId,
    details: { revoked: sessionIds.length },
    ipAddress: meta.ip,
  });
  return { revoked: sessionIds.length };
}

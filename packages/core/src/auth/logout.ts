import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { endSession } from './end-session';

/** Ends the caller's own session only; other devices stay signed in. */
export async function logout(
  deps: CoreDeps,
  session: { sessionId: string; userId: string },
  meta: RequestMeta,
): Promise<void> {
  await endSession(deps, session);
  await logActivity(deps.db, {
    actorId: session.userId,
    action: activityActions.signOut,
    targetType: 'user',
    targetId: session.userId,
    ipAddress: meta.ip,
  });
}

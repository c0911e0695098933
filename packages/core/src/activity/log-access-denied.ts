import type { PublicUser } from '@advance/contracts';
import { insertActivityOncePer } from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';
import { activityActions } from './log-activity';

/**
 * One entry per user and path per minute at most: a loop of refused calls costs one
 * counter update each and cannot grow the log faster than the paths a user can name.
 */
export const ACCESS_DENIED_LOG_WINDOW_MS = 60_000;

/**
 * A signed-in user was refused a procedure their role may not call (403). Written once
 * per user, path and minute (atomically, across instances); a failure to write is logged
 * and never changes the answer.
 */
export async function logAccessDenied(
  deps: CoreDeps,
  user: Pick<PublicUser, 'id' | 'role'>,
  path: string,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<void> {
  await insertActivityOncePer(
    deps.db,
    {
      actorId: user.id,
      action: activityActions.accessDenied,
      targetType: 'procedure',
      targetId: path,
      details: { role: user.role },
      ipAddress: meta.ip,
    },
    {
      key: `audit:access_denied:${user.id}:${path}`,
      windowMs: ACCESS_DENIED_LOG_WINDOW_MS,
      now: deps.now(),
    },
  ).catch((error: unknown) => {
    deps.log.error({ err: error, path }, 'Writing an access denial to the log failed');
  });
}

import { type Db, revokeUserApiTokens } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';

/**
 * A token never outlives its owner's role (issue 21): a role change, a disabled account or
 * a removed second factor ends every live token of the user, like their sessions.
 */
export async function endUserApiTokens(
  db: Db,
  userId: string,
  actorId: string | null,
  now: Date,
  reason: 'role_changed' | 'account_disabled' | 'second_factor_reset',
): Promise<void> {
  const ids = await revokeUserApiTokens(db, userId, actorId, now);
  if (ids.length === 0) return;
  await logActivity(db, {
    actorId,
    action: activityActions.apiTokenRevoked,
    targetType: 'user',
    targetId: userId,
    details: { tokenIds: ids, reason },
  });
}

import { type PublicUser, userAdminMessages } from '@advance/contracts';
import { findUserById, updateUserRole } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { endUserApiTokens } from '../api-tokens/end-user-api-tokens';
import { endUserSessions } from '../auth/end-user-sessions';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toPublicUser } from '../users/to-public-user';

/**
 * A super admin makes someone an admin or a customer. Super admins (the configured one
 * above all) keep their role; super_admin is never handed out here. The user's sessions
 * end so the new role applies at once, not at their next sign-in.
 */
export async function changeUserRole(
  deps: CoreDeps,
  actor: PublicUser,
  userId: string,
  role: 'user' | 'admin',
  meta: RequestMeta,
): Promise<PublicUser> {
  const target = isUuid(userId) ? await findUserById(deps.db, userId) : undefined;
  if (!target) throw new DomainError('NOT_FOUND', userAdminMessages.userNotFound);
  if (target.role === 'super_admin' || target.email === deps.config.superAdminEmail) {
    throw new DomainError('FORBIDDEN', userAdminMessages.protectedAccount);
  }
  if (target.role === role) return toPublicUser(target);

  const updated = await updateUserRole(deps.db, userId, role);
  if (!updated) throw new DomainError('NOT_FOUND', userAdminMessages.userNotFound);
  await endUserSessions(deps, userId);
  await endUserApiTokens(deps.db, userId, actor.id, deps.now(), 'role_changed');
  await logActivity(deps.db, {
    actorId: actor.id,
    action: activityActions.roleChanged,
    targetType: 'user',
    targetId: userId,
    details: { email: target.email, from: target.role, to: role },
    ipAddress: meta.ip,
  });
  return toPublicUser(updated);
}

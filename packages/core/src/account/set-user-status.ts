import {
  type AdminUser,
  accountMessages,
  type PublicUser,
  userAdminMessages,
} from '@advance/contracts';
import {
  deleteUserResetTokens,
  findUserById,
  inTransaction,
  updateUserDisabled,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { endUserApiTokens } from '../api-tokens/end-user-api-tokens';
import { endUserSessions } from '../auth/end-user-sessions';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { toAdminUser } from '../users/to-admin-user';

/**
 * A super admin disables or re-enables an account; never their own, never the protected
 * owner (the configured super admin, or any super admin). Disabling is written first, so
 * a sign-in racing it is refused (and the session lookup ignores a disabled account's
 * sessions anyway); then every session ends, which closes the account's sockets and live
 * feeds on every instance, and pending reset links die. Asking for the state the account
 * is already in changes nothing and logs nothing.
 */
export async function setUserStatus(
  deps: CoreDeps,
  actor: PublicUser,
  userId: string,
  disabled: boolean,
  meta: RequestMeta,
): Promise<AdminUser> {
  const target = isUuid(userId) ? await findUserById(deps.db, userId) : undefined;
  if (!target) throw new DomainError('NOT_FOUND', userAdminMessages.userNotFound);
  if (target.id === actor.id) {
    throw new DomainError('FORBIDDEN', accountMessages.cannotDisableSelf);
  }
  if (target.role === 'super_admin' || target.email === deps.config.superAdminEmail) {
    throw new DomainError('FORBIDDEN', accountMessages.cannotDisableOwner);
  }

  const updated = await inTransaction(deps.db, async (trx) => {
    const row = await updateUserDisabled(
      trx,
      target.id,
      disabled ? { at: deps.now(), by: actor.id } : null,
    );
    if (!row) return undefined;
    if (disabled) await deleteUserResetTokens(trx, target.id);
    await logActivity(trx, {
      actorId: actor.id,
      action: disabled ? activityActions.accountDisabled : activityActions.accountEnabled,
      targetType: 'user',
      targetId: target.id,
      details: { email: target.email },
      ipAddress: meta.ip,
    });
    return row;
  });
  // Ended even when it was disabled already: a second request mops up a racing sign-in.
  if (disabled) {
    await endUserSessions(deps, target.id);
    await endUserApiTokens(deps.db, target.id, actor.id, deps.now(), 'account_disabled');
  }
  return toAdminUser(deps, updated ?? target);
}

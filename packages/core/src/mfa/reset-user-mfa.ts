import { isStaffRole, mfaMessages, type PublicUser, userAdminMessages } from '@advance/contracts';
import { deleteSecondFactor, findUserById, inTransaction, lockUserRow } from '@advance/db';
import { sendSecurityNotice } from '../account/send-security-notice';
import { activityActions, logActivity } from '../activity/log-activity';
import { endUserApiTokens } from '../api-tokens/end-user-api-tokens';
import { endUserSessions } from '../auth/end-user-sessions';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';

/**
 * A super admin removes a staff member's second factors (a lost device): authenticator,
 * recovery codes and passkeys alike, so they start fresh and set one up again at their next
 * sign-in (a passkey added from a stolen session does not survive the reset). Their
 * sessions end at once, the reset is in the activity log and they are told by e-mail. The
 * protected owner (the configured super admin) can be reset by nobody but the owner.
 */
export async function resetUserMfa(
  deps: CoreDeps,
  actor: PublicUser,
  userId: string,
  meta: RequestMeta,
): Promise<{ ok: true }> {
  const target = isUuid(userId) ? await findUserById(deps.db, userId) : undefined;
  if (!target) throw new DomainError('NOT_FOUND', userAdminMessages.userNotFound);
  if (target.email === deps.config.superAdminEmail && target.id !== actor.id) {
    throw new DomainError('FORBIDDEN', mfaMessages.resetNotAllowed);
  }
  if (!isStaffRole(target.role)) throw new DomainError('BAD_REQUEST', mfaMessages.resetStaffOnly);

  await inTransaction(deps.db, async (trx) => {
    // The owner's row lock API-token creation takes: a token made during this reset either
    // commits first (and is revoked below) or sees the second factor gone and is refused.
    await lockUserRow(trx, target.id);
    const removed = await deleteSecondFactor(trx, target.id);
    await logActivity(trx, {
      actorId: actor.id,
      action: activityActions.secondFactorReset,
      targetType: 'user',
      targetId: target.id,
      details: {
        email: target.email,
        hadSecondFactor: removed.totp || removed.recoveryCodes > 0 || removed.passkeys > 0,
        totp: removed.totp,
        passkeys: removed.passkeys,
      },
      ipAddress: meta.ip,
    });
    await sendSecurityNotice({ db: trx, outbox: deps.outbox }, target, 'second_factor_reset', {
      at: deps.now(),
    });
  });
  // The notice was stored in the transaction: send it now that it is committed.
  deps.outbox.kick();
  await endUserSessions(deps, target.id);
  await endUserApiTokens(deps.db, target.id, actor.id, deps.now(), 'second_factor_reset');
  return { ok: true };
}

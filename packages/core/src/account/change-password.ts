import { accountMessages, type ChangePasswordInput } from '@advance/contracts';
import {
  deleteOtherUserSessions,
  deleteUserResetTokens,
  findUserById,
  inTransaction,
  replaceUserPassword,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import { assertPasswordNotCommon } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { withinSignInLimits } from '../auth/sign-in-limits';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { announceSessionsRevoked } from '../events/session-revocations';
import { mailLocaleOf } from '../mail/templates/mail-locale';
import { securityNoticeMail } from '../mail/templates/security-notice-mail';
import { describeDevice, describePlace } from './describe-device';

const wrongCurrent = () =>
  new DomainError('BAD_REQUEST', accountMessages.currentPasswordWrong, {
    fieldErrors: { currentPassword: accountMessages.currentPasswordWrong },
  });

/**
 * The signed-in user sets a new password. The current one is checked under the sign-in
 * limits (a stolen session cannot guess it faster than a sign-in could), the new one meets
 * the rules of sign-up and reset. The write only lands while the password is still the one
 * checked, so of concurrent changes exactly one wins and the others are told the current
 * password is wrong (it no longer is current). Every other session ends, pending reset
 * links die, and the user is e-mailed.
 */
export async function changePassword(
  deps: CoreDeps,
  caller: { sessionId: string; userId: string },
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<void> {
  if (input.newPassword === input.currentPassword) {
    throw new DomainError('BAD_REQUEST', accountMessages.newPasswordSameAsCurrent, {
      fieldErrors: { newPassword: accountMessages.newPasswordSameAsCurrent },
    });
  }
  await assertPasswordNotCommon(input.newPassword, 'newPassword');
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw wrongCurrent();

  const checkedHash = await withinSignInLimits(deps, user.email, meta, async () => {
    const hash = user.passwordHash;
    if (hash && (await verifyPassword(hash, input.currentPassword))) return hash;
    await logActivity(deps.db, {
      actorId: user.id,
      action: activityActions.passwordChangeFailed,
      targetType: 'user',
      targetId: user.id,
      ipAddress: meta.ip,
    });
    return null;
  });
  if (!checkedHash) throw wrongCurrent();

  // Hashed before the transaction: a slow hash never holds a connection or a lock.
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await inTransaction(deps.db, async (trx) => {
    if (!(await replaceUserPassword(trx, user.id, checkedHash, passwordHash))) return null;
    const sessionIds = await deleteOtherUserSessions(trx, user.id, caller.sessionId);
    await deleteUserResetTokens(trx, user.id);
    await logActivity(trx, {
      actorId: user.id,
      action: activityActions.passwordChanged,
      targetType: 'user',
      targetId: user.id,
      details: { sessionsEnded: sessionIds.length },
      ipAddress: meta.ip,
    });
    const device = describeDevice(meta.userAgent);
    // The notice is stored with the change and sent once it is committed.
    const mail = await securityNoticeMail(
      'password_changed',
      user,
      {
        at: deps.now(),
        device: { browser: device.browser, os: device.os },
        place: describePlace(deps.tracking.geo, meta.ip),
        ip: meta.ip,
      },
      mailLocaleOf(user),
    );
    await deps.outbox.enqueue(trx, { to: user.email, ...mail });
    return sessionIds;
  });
  if (!ended) throw wrongCurrent();
  deps.outbox.kick();
  await announceSessionsRevoked(deps, { userId: user.id, sessionIds: ended });
}

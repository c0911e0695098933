import { authMessages, type ResetPasswordInput } from '@advance/contracts';
import {
  consumeResetToken,
  deleteUserResetTokens,
  findLiveResetToken,
  findUserById,
  inTransaction,
  updateUserPassword,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { assertPasswordNotCommon } from './common-passwords';
import { endUserSessions } from './end-user-sessions';
import { hashPassword } from './password-hash';
import { hashLinkToken } from './session-token';

const invalidToken = () => new DomainError('BAD_REQUEST', authMessages.invalidResetToken);

/**
 * Sets a new password from an e-mailed link. The link works once (consumed atomically),
 * and every session of the user ends: whoever knew the old password is signed out.
 */
export async function resetPassword(
  deps: CoreDeps,
  input: ResetPasswordInput,
  meta: RequestMeta,
): Promise<void> {
  await assertPasswordNotCommon(input.newPassword, 'newPassword');
  const tokenHash = hashLinkToken(input.token);
  // Hash the new password only for a live token, and before spending it, so a slow hash
  // never runs inside the transaction.
  if (!(await findLiveResetToken(deps.db, tokenHash, deps.now()))) throw invalidToken();
  const passwordHash = await hashPassword(input.newPassword);

  const user = await inTransaction(deps.db, async (trx) => {
    const userId = await consumeResetToken(trx, tokenHash, deps.now());
    if (!userId) throw invalidToken();
    await updateUserPassword(trx, userId, passwordHash);
    await deleteUserResetTokens(trx, userId);
    await logActivity(trx, {
      actorId: userId,
      action: activityActions.passwordReset,
      targetType: 'user',
      targetId: userId,
      ipAddress: meta.ip,
    });
    return findUserById(trx, userId);
  });
  if (!user) throw invalidToken();
  await endUserSessions(deps, user.id);
}

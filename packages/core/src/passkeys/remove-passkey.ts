import { isStaffRole, type PublicUser, passkeyMessages } from '@advance/contracts';
import {
  deletePasskeyOfUser,
  findTotpCredential,
  inTransaction,
  lockPasskeysOfUser,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';

/**
 * Removes one of the caller's own passkeys (someone else's answers 404, as a missing one).
 * Staff must always keep a second factor: their last passkey goes only when an authenticator
 * app is set up. The user's passkeys are locked first, so two removals at once cannot
 * both pass that check.
 */
export async function removePasskey(
  deps: CoreDeps,
  user: Pick<PublicUser, 'id' | 'role'>,
  passkeyId: string,
  meta: RequestMeta,
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const owned = await lockPasskeysOfUser(trx, user.id);
    if (!owned.includes(passkeyId)) throw new DomainError('NOT_FOUND', passkeyMessages.notFound);
    if (isStaffRole(user.role) && owned.length === 1) {
      const totp = await findTotpCredential(trx, user.id);
      if (!totp?.confirmedAt) throw new DomainError('CONFLICT', passkeyMessages.lastSecondFactor);
    }
    await deletePasskeyOfUser(trx, passkeyId, user.id);
    await logActivity(trx, {
      actorId: user.id,
      action: activityActions.passkeyRemoved,
      targetType: 'user',
      targetId: user.id,
      details: { passkeyId },
      ipAddress: meta.ip,
    });
  });
}

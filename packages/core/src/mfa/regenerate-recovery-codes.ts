import { mfaMessages } from '@advance/contracts';
import { inTransaction, replaceRecoveryCodes } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { ValidSession } from '../auth/validate-session';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { newRecoveryCodes } from './recovery-codes';

/** Ten new recovery codes replace all earlier ones, used or not (the caller stepped up). */
export async function regenerateRecoveryCodes(
  deps: CoreDeps,
  session: ValidSession,
  meta: RequestMeta,
): Promise<{ recoveryCodes: string[] }> {
  if (!session.hasSecondFactor) throw new DomainError('FORBIDDEN', mfaMessages.setupRequired);
  const userId = session.user.id;
  const { codes, hashes } = newRecoveryCodes();
  await inTransaction(deps.db, async (trx) => {
    await replaceRecoveryCodes(trx, userId, hashes);
    await logActivity(trx, {
      actorId: userId,
      action: activityActions.recoveryCodesRegenerated,
      targetType: 'user',
      targetId: userId,
      ipAddress: meta.ip,
    });
  });
  return { recoveryCodes: codes };
}

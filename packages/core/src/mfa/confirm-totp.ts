import { type ConfirmTotpInput, isStaffRole, mfaMessages } from '@advance/contracts';
import {
  confirmPendingTotp,
  findTotpCredential,
  inTransaction,
  replaceRecoveryCodes,
} from '@advance/db';
import { sendSecurityNotice } from '../account/send-security-notice';
import { activityActions, logActivity } from '../activity/log-activity';
import type { IssuedSession } from '../auth/create-session';
import type { ValidSession } from '../auth/validate-session';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { completeSignIn } from './complete-sign-in';
import { assertMayEnrolFactor, endOtherPartialSessions } from './enrolment-gate';
import { newRecoveryCodes } from './recovery-codes';
import { countSecondFactorAttempt, noteSecondFactorFailure } from './second-factor-limits';
import { matchTotpStep } from './totp';

/**
 * Confirms the pending authenticator with its first code: the secret becomes the user's
 * second factor, ten recovery codes are made (returned once, stored hashed), and a setup
 * session becomes a full one under a new id. The code's step counts as used. The user is
 * told by e-mail, and their other partial sign-ins end.
 */
export async function confirmTotp(
  deps: CoreDeps,
  session: ValidSession,
  input: ConfirmTotpInput,
  meta: RequestMeta,
): Promise<{ recoveryCodes: string[]; issued: IssuedSession | null }> {
  const userId = session.user.id;
  if (!isStaffRole(session.user.role)) throw new DomainError('FORBIDDEN', mfaMessages.staffOnly);
  assertMayEnrolFactor(session, deps.now());
  const credential = await findTotpCredential(deps.db, userId);
  if (credential?.confirmedAt) throw new DomainError('CONFLICT', mfaMessages.totpAlreadySetUp);
  if (!credential) throw new DomainError('BAD_REQUEST', mfaMessages.totpNotStarted);
  const giveBackAttempt = await countSecondFactorAttempt(deps, session.user, meta);

  const now = deps.now();
  const step = matchTotpStep(credential.secret, input.code, now, credential.lastStep);
  if (step === null) {
    await logActivity(deps.db, {
      actorId: userId,
      action: activityActions.secondFactorFailed,
      targetType: 'user',
      targetId: userId,
      details: { method: 'totp', purpose: 'setup' },
      ipAddress: meta.ip,
    });
    await noteSecondFactorFailure(deps, session.user, meta);
    throw new DomainError('BAD_REQUEST', mfaMessages.invalidCode);
  }

  await giveBackAttempt();
  const { codes, hashes } = newRecoveryCodes();
  await inTransaction(deps.db, async (trx) => {
    // Guarded: of two confirmations racing, one wins; the other is told it is set up.
    if (!(await confirmPendingTotp(trx, userId, step, now))) {
      throw new DomainError('CONFLICT', mfaMessages.totpAlreadySetUp);
    }
    await replaceRecoveryCodes(trx, userId, hashes);
    await logActivity(trx, {
      actorId: userId,
      action: activityActions.totpSetUp,
      targetType: 'user',
      targetId: userId,
      ipAddress: meta.ip,
    });
    await sendSecurityNotice(
      { db: trx, outbox: deps.outbox },
      session.user,
      'second_factor_added',
      {
        at: now,
        ip: meta.ip,
      },
    );
  });
  // The notice was stored in the transaction: send it now that it is committed.
  deps.outbox.kick();
  await endOtherPartialSessions(deps, userId, session.sessionId);

  // Enrolling never counts as giving the second factor: a full session keeps its old
  // second-factor time (the step-up it needed to get here is what it has).
  if (session.stage === 'full') return { recoveryCodes: codes, issued: null };
  return { recoveryCodes: codes, issued: await completeSignIn(deps, session, meta) };
}

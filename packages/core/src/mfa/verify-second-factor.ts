import { type MfaVerifyInput, mfaMessages, type PublicUser } from '@advance/contracts';
import {
  acceptTotpStep,
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  findTotpCredential,
  markSessionSecondFactor,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { IssuedSession } from '../auth/create-session';
import type { ValidSession } from '../auth/validate-session';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { completeSignIn } from './complete-sign-in';
import { hashRecoveryCode } from './recovery-codes';
import { countSecondFactorAttempt, noteSecondFactorFailure } from './second-factor-limits';
import { matchTotpStep } from './totp';

export interface VerifiedSecondFactor {
  user: PublicUser;
  /** The new full session when a partial one completed its sign-in; null for a step-up. */
  issued: IssuedSession | null;
}

/**
 * `auth.mfa.verify`: an authenticator code or a recovery code. On a partial session it
 * completes the sign-in (new session id); on a full one it is the step-up and refreshes the
 * session's second-factor time. A code's time step is accepted once; a recovery code once.
 */
export async function verifySecondFactor(
  deps: CoreDeps,
  session: ValidSession,
  input: MfaVerifyInput,
  meta: RequestMeta,
): Promise<VerifiedSecondFactor> {
  if (session.stage === 'setup_second_factor') {
    throw new DomainError('FORBIDDEN', mfaMessages.setupRequired);
  }
  const userId = session.user.id;
  const credential = await findTotpCredential(deps.db, userId);
  if (input.code !== undefined && !credential?.confirmedAt) {
    throw new DomainError('FORBIDDEN', mfaMessages.setupRequired);
  }
  const giveBackAttempt = await countSecondFactorAttempt(deps, session.user, meta);

  const now = deps.now();
  const method = input.code !== undefined ? 'totp' : 'recovery_code';
  const accepted =
    input.code !== undefined
      ? await acceptCode(deps, userId, input.code, now)
      : await consumeRecoveryCode(deps.db, userId, hashRecoveryCode(input.recoveryCode ?? ''), now);
  const purpose = session.stage === 'full' ? 'step_up' : 'sign_in';
  if (!accepted) {
    await logActivity(deps.db, {
      actorId: userId,
      action: activityActions.secondFactorFailed,
      targetType: 'user',
      targetId: userId,
      details: { method, purpose },
      ipAddress: meta.ip,
    });
    await noteSecondFactorFailure(deps, session.user, meta);
    throw new DomainError(
      'BAD_REQUEST',
      method === 'totp' ? mfaMessages.invalidCode : mfaMessages.invalidRecoveryCode,
    );
  }

  await giveBackAttempt();
  const issued = session.stage === 'full' ? null : await completeSignIn(deps, session, meta);
  if (!issued && !(await markSessionSecondFactor(deps.db, session.sessionId, now))) {
    throw new DomainError('FORBIDDEN', mfaMessages.secondFactorRequired);
  }
  await logActivity(deps.db, {
    actorId: userId,
    action: activityActions.secondFactorVerified,
    targetType: 'user',
    targetId: userId,
    details: { method, purpose },
    ipAddress: meta.ip,
  });
  if (method === 'recovery_code') {
    await logActivity(deps.db, {
      actorId: userId,
      action: activityActions.recoveryCodeUsed,
      targetType: 'user',
      targetId: userId,
      details: { left: await countUnusedRecoveryCodes(deps.db, userId) },
      ipAddress: meta.ip,
    });
  }
  return { user: session.user, issued };
}

/** The code's step, recorded as the last accepted one; false when wrong or already used. */
async function acceptCode(
  deps: CoreDeps,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const credential = await findTotpCredential(deps.db, userId);
  if (!credential?.confirmedAt) return false;
  const step = matchTotpStep(credential.secret, code, now, credential.lastStep);
  if (step === null) return false;
  // Guarded update: of two requests with the same code, only one moves last_step past it.
  return acceptTotpStep(deps.db, userId, step);
}

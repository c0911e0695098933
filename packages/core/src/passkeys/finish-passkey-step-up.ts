import { mfaMessages, type PasskeyStepUpVerifyInput, passkeyMessages } from '@advance/contracts';
import {
  findPasskey,
  hitRateCounter,
  markSessionSecondFactor,
  recordPasskeyUse,
  takeStepUpChallenge,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { peekLimit, tooMany } from '../rate-limit/rate-limit';
import { passkeyKeys, passkeyRules } from './passkey-limits';
import type { PasskeySession } from './start-passkey-registration';
import { verifyPasskeyAssertion } from './verify-passkey-assertion';

/**
 * Step-up by passkey: an assertion by one of the session user's own passkeys refreshes the
 * session's second-factor time, as a code does in auth.mfa.verify. The challenge is taken
 * first (one answer, one use); a passkey of another account, a bad signature or a counter
 * that did not grow is refused with 400 (the session stays; 401 would read as signed out)
 * and logged as a failed second factor.
 */
export async function finishPasskeyStepUp<S extends PasskeySession>(
  deps: CoreDeps,
  session: S,
  input: PasskeyStepUpVerifyInput,
  meta: RequestMeta,
): Promise<{ user: S['user'] }> {
  if (session.stage !== 'full')
    throw new DomainError('FORBIDDEN', mfaMessages.secondFactorRequired);
  const now = deps.now();
  const userId = session.user.id;
  const keys = passkeyKeys(meta.ip);
  const failures = await peekLimit(deps.db, keys.failed, passkeyRules.failedSignInPerIp, now);
  if (failures && failures.count >= passkeyRules.failedSignInPerIp.limit)
    throw tooMany(failures, passkeyRules.failedSignInPerIp, now);

  const challenge = await takeStepUpChallenge(deps.db, session.sessionId, now);
  if (!challenge) throw new DomainError('BAD_REQUEST', passkeyMessages.challengeExpired);

  const refuse = async (reason: string) => {
    await hitRateCounter(deps.db, keys.failed, passkeyRules.failedSignInPerIp.windowMs, now);
    await logActivity(deps.db, {
      actorId: userId,
      action: activityActions.secondFactorFailed,
      targetType: 'user',
      targetId: userId,
      details: { method: 'passkey', purpose: 'step_up', reason },
      ipAddress: meta.ip,
    });
    return new DomainError('BAD_REQUEST', passkeyMessages.stepUpFailed);
  };
  const passkey = await findPasskey(deps.db, input.response.id);
  // Another account's passkey answers like an unknown one.
  if (!passkey || passkey.userId !== userId) throw await refuse('unknown_passkey');
  const counter = await verifyPasskeyAssertion(deps, input.response, passkey, challenge.challenge);
  if (counter === null) throw await refuse('not_verified');
  if (!(await recordPasskeyUse(deps.db, passkey.id, counter, now)))
    throw await refuse('counter_not_increased');
  if (!(await markSessionSecondFactor(deps.db, session.sessionId, now)))
    throw new DomainError('FORBIDDEN', mfaMessages.secondFactorRequired);

  await logActivity(deps.db, {
    actorId: userId,
    action: activityActions.secondFactorVerified,
    targetType: 'user',
    targetId: userId,
    details: { method: 'passkey', purpose: 'step_up', passkeyId: passkey.id, name: passkey.name },
    ipAddress: meta.ip,
  });
  return { user: session.user };
}

import {
  type PasskeyAuthenticationVerifyInput,
  type PublicUser,
  passkeyMessages,
} from '@advance/contracts';
import {
  findPasskey,
  findUserById,
  hitRateCounter,
  recordPasskeyUse,
  takeAuthenticationChallenge,
} from '@advance/db';
import { isUserDisabled } from '../account/account-status';
import { recordSignInDevice } from '../account/record-sign-in-device';
import { activityActions, logActivity } from '../activity/log-activity';
import { createSession, type IssuedSession } from '../auth/create-session';
import { endSession } from '../auth/end-session';
import type { ReplacedSession } from '../auth/login';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { peekLimit, tooMany } from '../rate-limit/rate-limit';
import { toPublicUser } from '../users/to-public-user';
import { passkeyKeys, passkeyRules } from './passkey-limits';
import { verifyPasskeyAssertion } from './verify-passkey-assertion';

/**
 * Signs in with a passkey: no password, and for staff both factors at once (the session is
 * full, with the second factor given now). Every refusal (unknown passkey, bad signature,
 * a counter that went backwards, a disabled account) answers the same, so none tells which.
 * The challenge is taken before anything else: of two requests with one answer, one wins.
 */
export async function finishPasskeySignIn(
  deps: CoreDeps,
  input: PasskeyAuthenticationVerifyInput,
  meta: RequestMeta,
  current: ReplacedSession | null = null,
): Promise<{ user: PublicUser; session: IssuedSession }> {
  const now = deps.now();
  const keys = passkeyKeys(meta.ip);
  const failures = await peekLimit(deps.db, keys.failed, passkeyRules.failedSignInPerIp, now);
  if (failures && failures.count >= passkeyRules.failedSignInPerIp.limit)
    throw tooMany(failures, passkeyRules.failedSignInPerIp, now);

  const challenge = await takeAuthenticationChallenge(deps.db, input.challengeId, now);
  if (!challenge) throw new DomainError('BAD_REQUEST', passkeyMessages.challengeExpired);

  const passkey = await findPasskey(deps.db, input.response.id);
  const refuse = async (reason: string) => {
    await hitRateCounter(deps.db, keys.failed, passkeyRules.failedSignInPerIp.windowMs, now);
    await logActivity(deps.db, {
      actorId: passkey?.userId ?? null,
      action: activityActions.passkeySignInFailed,
      targetType: 'user',
      targetId: passkey?.userId ?? null,
      details: { reason },
      ipAddress: meta.ip,
    });
    return new DomainError('UNAUTHORIZED', passkeyMessages.signInFailed);
  };
  if (!passkey) throw await refuse('unknown_passkey');
  const counter = await verifyPasskeyAssertion(deps, input.response, passkey, challenge.challenge);
  if (counter === null) throw await refuse('not_verified');
  const user = await findUserById(deps.db, passkey.userId);
  if (!user || (await isUserDisabled(deps, user.id))) throw await refuse('account_disabled');
  // Guarded update: a counter that did not grow means a cloned authenticator or a replay.
  if (!(await recordPasskeyUse(deps.db, passkey.id, counter, now)))
    throw await refuse('counter_not_increased');

  const session = await createSession(deps, user, meta, { stage: 'full', secondFactorAt: now });
  if (current) await endSession(deps, current);
  await logActivity(deps.db, {
    actorId: user.id,
    action: activityActions.passkeySignIn,
    targetType: 'user',
    targetId: user.id,
    details: { passkeyId: passkey.id, name: passkey.name },
    ipAddress: meta.ip,
  });
  await recordSignInDevice(deps, user, meta);
  return { user: toPublicUser(user), session };
}

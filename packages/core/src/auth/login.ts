import { authMessages, type LoginInput, type PublicUser } from '@advance/contracts';
import { clearRateCounter, findUserByEmail } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { assertUnderLimit, countFailure, rateRules } from '../rate-limit/rate-limit';
import { toPublicUser } from '../users/to-public-user';
import { createSession, type IssuedSession } from './create-session';
import { burnPasswordCheck, verifyPassword } from './password-hash';

export const loginRateKeys = (email: string, ip: string | null) => ({
  ip: `login:ip:${ip ?? 'unknown'}`,
  email: `login:email:${email}`,
});

/**
 * Signs a user in and issues a new session (never reuses one: no session fixation).
 * Unknown e-mails cost a hash too, and both cases answer with the same message.
 */
export async function login(
  deps: CoreDeps,
  input: LoginInput,
  meta: RequestMeta,
): Promise<{ user: PublicUser; session: IssuedSession }> {
  const now = deps.now();
  const keys = loginRateKeys(input.email, meta.ip);
  await assertUnderLimit(deps.db, keys.ip, rateRules.failedLoginPerIp, now);
  await assertUnderLimit(deps.db, keys.email, rateRules.failedLoginPerEmail, now);

  const user = await findUserByEmail(deps.db, input.email);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);

  if (!user || !ok) {
    await countFailure(deps.db, keys.ip, rateRules.failedLoginPerIp, now);
    await countFailure(deps.db, keys.email, rateRules.failedLoginPerEmail, now);
    await logActivity(deps.db, {
      actorId: user?.id ?? null,
      action: activityActions.signInFailed,
      targetType: 'user',
      targetId: user?.id ?? null,
      details: { email: input.email },
      ipAddress: meta.ip,
    });
    throw new DomainError('UNAUTHORIZED', authMessages.invalidCredentials);
  }

  await clearRateCounter(deps.db, keys.email);
  const session = await createSession(deps, user, meta);
  await logActivity(deps.db, {
    actorId: user.id,
    action: activityActions.signIn,
    targetType: 'user',
    targetId: user.id,
    ipAddress: meta.ip,
  });
  return { user: toPublicUser(user), session };
}

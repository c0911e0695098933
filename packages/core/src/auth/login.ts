import { authMessages, type LoginInput, type PublicUser } from '@advance/contracts';
import { findUserByEmail } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { toPublicUser } from '../users/to-public-user';
import { createSession, type IssuedSession } from './create-session';
import { burnPasswordCheck, verifyPassword } from './password-hash';
import { withinSignInLimits } from './sign-in-limits';

/**
 * Signs a user in and issues a new session (never reuses one: no session fixation).
 * Unknown e-mails cost a hash too, and both cases answer with the same message. The
 * check runs under the sign-in limits, counted before the password is looked at.
 */
export async function login(
  deps: CoreDeps,
  input: LoginInput,
  meta: RequestMeta,
): Promise<{ user: PublicUser; session: IssuedSession }> {
  const user = await withinSignInLimits(deps, input.email, meta, async () => {
    const found = await findUserByEmail(deps.db, input.email);
    const ok = found?.passwordHash
      ? await verifyPassword(found.passwordHash, input.password)
      : await burnPasswordCheck(input.password);
    if (ok && found) return found;
    await logActivity(deps.db, {
      actorId: found?.id ?? null,
      action: activityActions.signInFailed,
      targetType: 'user',
      targetId: found?.id ?? null,
      details: { email: input.email },
      ipAddress: meta.ip,
    });
    return null;
  });
  if (!user) throw new DomainError('UNAUTHORIZED', authMessages.invalidCredentials);

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

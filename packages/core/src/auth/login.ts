import {
  authMessages,
  type LoginInput,
  type PublicUser,
  type SessionStage,
} from '@advance/contracts';
import { findUserByEmail } from '@advance/db';
import { recordSignInDevice } from '../account/record-sign-in-device';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { passwordSignInStage } from '../mfa/sign-in-stage';
import { toPublicUser } from '../users/to-public-user';
import { createSession, type IssuedSession } from './create-session';
import { endSession } from './end-session';
import { burnPasswordCheck, verifyPassword } from './password-hash';
import { withinSignInLimits } from './sign-in-limits';

/** The session the signing-in browser holds already, if any. */
export interface ReplacedSession {
  sessionId: string;
  userId: string;
}

/**
 * Signs a user in and issues a new session (never reuses one: no session fixation).
 * Unknown e-mails cost a hash too, and both cases answer with the same message. The
 * check runs under the sign-in limits, counted before the password is looked at.
 * Signing in again from a browser replaces its old session (and closes its sockets)
 * rather than orphaning it; a failed sign-in leaves it alone.
 */
export async function login(
  deps: CoreDeps,
  input: LoginInput,
  meta: RequestMeta,
  current: ReplacedSession | null = null,
): Promise<{ user: PublicUser; session: IssuedSession; stage: SessionStage }> {
  const user = await withinSignInLimits(deps, input.email, meta, async () => {
    const found = await findUserByEmail(deps.db, input.email);
    const ok = found?.passwordHash
      ? await verifyPassword(found.passwordHash, input.password)
      : await burnPasswordCheck(input.password);
    // A disabled account is refused after the hash ran, as a wrong password is (issue 17).
    const disabled = Boolean(found?.disabledAt);
    if (ok && found && !disabled) return found;
    await logActivity(deps.db, {
      actorId: found?.id ?? null,
      action: activityActions.signInFailed,
      targetType: 'user',
      targetId: found?.id ?? null,
      details: { email: input.email, ...(disabled && { disabled: true }) },
      ipAddress: meta.ip,
    });
    return null;
  });
  if (!user) throw new DomainError('UNAUTHORIZED', authMessages.invalidCredentials);

  // Staff get a partial session here: the second factor completes it (core/mfa).
  const stage = await passwordSignInStage(deps, user);
  const session = await createSession(deps, user, meta, { stage });
  if (current) await endSession(deps, current);
  await logActivity(deps.db, {
    actorId: user.id,
    action: activityActions.signIn,
    targetType: 'user',
    targetId: user.id,
    ipAddress: meta.ip,
  });
  // A partial sign-in records its device when it completes (core/mfa/complete-sign-in.ts).
  if (stage === 'full') await recordSignInDevice(deps, user, meta);
  return { user: toPublicUser(user), session, stage };
}

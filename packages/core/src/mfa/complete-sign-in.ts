import { authMessages } from '@advance/contracts';
import { claimPartialSession } from '@advance/db';
import { recordSignInDevice } from '../account/record-sign-in-device';
import { createSession, type IssuedSession } from '../auth/create-session';
import type { ValidSession } from '../auth/validate-session';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';

/**
 * A partial session that gave its second factor becomes a full one under a new id (no
 * session fixation: the id the password step issued is never the one that gets access).
 * The partial row is deleted first and only the request that deleted it goes on, so two
 * racing verifications cannot both sign in.
 */
export async function completeSignIn(
  deps: CoreDeps,
  session: ValidSession,
  meta: RequestMeta,
): Promise<IssuedSession> {
  const now = deps.now();
  if (!(await claimPartialSession(deps.db, session.sessionId))) {
    throw new DomainError('UNAUTHORIZED', authMessages.notSignedIn);
  }
  const issued = await createSession(deps, session.user, meta, {
    stage: 'full',
    secondFactorAt: now,
  });
  // Only a completed sign-in remembers the device (and mails about a new one): a password
  // alone proves too little to tell the user "you signed in".
  await recordSignInDevice(deps, session.user, meta);
  return issued;
}

import type { PublicUser, SessionStage } from '@advance/contracts';
import { deleteSession, findSessionWithUser, updateSessionExpiry } from '@advance/db';
import { touchSessionIfStale } from '../account/touch-session';
import type { CoreDeps } from '../deps';
import { toPublicUser } from '../users/to-public-user';
import { sessionPolicyFor } from './session-policy';
import { parseSessionToken, secretMatches } from './session-token';

export interface ValidSession {
  sessionId: string;
  user: PublicUser;
  expiresAt: Date;
  /** True when the expiry slid forward and the cookie must be sent again. */
  renewed: boolean;
  /** 'full', or partial: a staff sign-in that still owes (or must set up) its second factor. */
  stage: SessionStage;
  /** When this session last gave the second factor; step-up looks at it. */
  secondFactorAt: Date | null;
  /** The user has a second factor (a confirmed authenticator or a passkey). */
  hasSecondFactor: boolean;
}

/**
 * Why a token was refused. `gone`: it is well formed but names no session, which was ended
 * (signed out, revoked) or replaced by a newer one (a sign-in, the second factor's rotation)
 * whose cookie the browser may already hold. `invalid`: the token is wrong in itself
 * (malformed, a wrong secret) or its session has expired.
 */
export type SessionRefusal = 'gone' | 'invalid';

/**
 * Checks a token from a cookie. Sliding expiry: once less than half of the idle window
 * is left, the session is extended by a full window, never past its absolute cap.
 */
export async function validateSessionToken(
  deps: CoreDeps,
  token: string,
): Promise<ValidSession | null> {
  const checked = await checkSessionToken(deps, token);
  return typeof checked === 'string' ? null : checked;
}

/** As validateSessionToken, saying why a token was refused (the transport clears only some). */
export async function checkSessionToken(
  deps: CoreDeps,
  token: string,
): Promise<ValidSession | SessionRefusal> {
  const parts = parseSessionToken(token);
  if (!parts) return 'invalid';
  const found = await findSessionWithUser(deps.db, parts.id);
  if (!found) return 'gone';
  if (!secretMatches(parts.secret, found.session.secretHash)) return 'invalid';

  const { session, user } = found;
  const now = deps.now().getTime();
  if (now >= session.expiresAt.getTime()) {
    await deleteSession(deps.db, session.id);
    return 'invalid';
  }
  // "Last active" for the sessions list: one write per session per 5 minutes at most.
  await touchSessionIfStale(deps, session);

  const policy = sessionPolicyFor(user.role);
  const valid = (expiresAt: Date, renewed: boolean): ValidSession => ({
    sessionId: session.id,
    user: toPublicUser(user),
    expiresAt,
    renewed,
    stage: session.stage,
    secondFactorAt: session.secondFactorAt,
    hasSecondFactor: session.hasSecondFactor,
  });
  if (session.expiresAt.getTime() - now > policy.idleMs / 2) return valid(session.expiresAt, false);

  const slid = new Date(Math.min(now + policy.idleMs, session.absoluteExpiresAt.getTime()));
  if (slid.getTime() <= session.expiresAt.getTime()) return valid(session.expiresAt, false);
  await updateSessionExpiry(deps.db, session.id, slid);
  return valid(slid, true);
}

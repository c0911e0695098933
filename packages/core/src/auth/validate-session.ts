import type { PublicUser } from '@advance/contracts';
import { deleteSession, findSessionWithUser, updateSessionExpiry } from '@advance/db';
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
}

/**
 * Checks a token from a cookie. Sliding expiry: once less than half of the idle window
 * is left, the session is extended by a full window, never past its absolute cap.
 */
export async function validateSessionToken(
  deps: CoreDeps,
  token: string,
): Promise<ValidSession | null> {
  const parts = parseSessionToken(token);
  if (!parts) return null;
  const found = await findSessionWithUser(deps.db, parts.id);
  if (!found || !secretMatches(parts.secret, found.session.secretHash)) return null;

  const { session, user } = found;
  const now = deps.now().getTime();
  if (now >= session.expiresAt.getTime()) {
    await deleteSession(deps.db, session.id);
    return null;
  }

  const policy = sessionPolicyFor(user.role);
  const valid = (expiresAt: Date, renewed: boolean): ValidSession => ({
    sessionId: session.id,
    user: toPublicUser(user),
    expiresAt,
    renewed,
  });
  if (session.expiresAt.getTime() - now > policy.idleMs / 2) return valid(session.expiresAt, false);

  const slid = new Date(Math.min(now + policy.idleMs, session.absoluteExpiresAt.getTime()));
  if (slid.getTime() <= session.expiresAt.getTime()) return valid(session.expiresAt, false);
  await updateSessionExpiry(deps.db, session.id, slid);
  return valid(slid, true);
}

import { type ApiTokenScope, isStaffRole } from '@advance/contracts';
import { findApiTokenWithOwner, touchApiToken } from '@advance/db';
import { secretMatches } from '../auth/session-token';
import type { ValidSession } from '../auth/validate-session';
import type { CoreDeps, RequestMeta } from '../deps';
import { toPublicUser } from '../users/to-public-user';
import { parseApiToken } from './api-token-format';
import { knownScopes } from './to-api-token';

/** "Last used" is written at most once a minute per token, or when the address changes. */
const TOUCH_EVERY_MS = 60_000;

export interface ApiTokenCredential {
  tokenId: string;
  scopes: ApiTokenScope[];
  /**
   * The owner as a request sees them, shaped as a full session so the role rules of every
   * procedure apply unchanged. It never satisfies a step-up (no second factor was given).
   */
  session: ValidSession;
}

/**
 * Checks a bearer token on every call, against the database (so a revocation holds at
 * once on every instance): well formed, known, secret matching in constant time, not
 * revoked or expired, owner enabled and still staff. Null for any failure, told apart
 * nowhere: the caller answers one message.
 */
export async function validateApiToken(
  deps: CoreDeps,
  raw: string,
  meta: RequestMeta,
): Promise<ApiTokenCredential | null> {
  const parts = parseApiToken(raw);
  if (!parts) return null;
  const found = await findApiTokenWithOwner(deps.db, parts.id);
  if (!found || !secretMatches(parts.secret, found.token.secretHash)) return null;
  const { token, owner } = found;
  const now = deps.now();
  if (token.revokedAt || token.expiresAt.getTime() <= now.getTime()) return null;
  if (!isStaffRole(owner.role)) return null;

  const stale =
    !token.lastUsedAt ||
    now.getTime() - token.lastUsedAt.getTime() >= TOUCH_EVERY_MS ||
    token.lastUsedIp !== meta.ip;
  if (stale) await touchApiToken(deps.db, token.id, now, meta.ip);

  return {
    tokenId: token.id,
    scopes: knownScopes(token.scopes),
    session: {
      sessionId: `api-token:${token.id}`,
      user: toPublicUser(owner),
      expiresAt: token.expiresAt,
      renewed: false,
      stage: 'full',
      secondFactorAt: null,
      hasSecondFactor: found.ownerHasSecondFactor,
    },
  };
}

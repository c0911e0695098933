import type { Role } from '@advance/contracts';
import { insertSession } from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';
import { sessionPolicyFor } from './session-policy';
import { generateSessionToken } from './session-token';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

const MAX_USER_AGENT = 512;

export async function createSession(
  deps: CoreDeps,
  user: { id: string; role: Role },
  meta: RequestMeta,
): Promise<IssuedSession> {
  const now = deps.now();
  const policy = sessionPolicyFor(user.role);
  const { id, token, secretHash } = generateSessionToken();
  const absoluteExpiresAt = new Date(now.getTime() + policy.absoluteMs);
  const expiresAt = new Date(Math.min(now.getTime() + policy.idleMs, absoluteExpiresAt.getTime()));
  await insertSession(deps.db, {
    id,
    secretHash,
    userId: user.id,
    expiresAt,
    absoluteExpiresAt,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
  });
  return { token, sessionId: id, expiresAt };
}

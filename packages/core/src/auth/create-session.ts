import {
  PARTIAL_SESSION_MS,
  type Role,
  SETUP_SESSION_MS,
  type SessionStage,
} from '@advance/contracts';
import { insertSession } from '@advance/db';
import type { CoreDeps, RequestMeta } from '../deps';
import { sessionPolicyFor } from './session-policy';
import { generateSessionToken } from './session-token';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  stage: SessionStage;
}

export interface SessionOptions {
  /** 'full' unless a staff sign-in still owes its second factor (decision 021). */
  stage?: SessionStage;
  /** When the second factor was given, if it was (a verified code, a passkey). */
  secondFactorAt?: Date;
}

/** A partial session cannot be kept alive: it ends this long after sign-in, whatever happens. */
const partialLifetimeMs = (stage: SessionStage): number | null =>
  stage === 'second_factor'
    ? PARTIAL_SESSION_MS
    : stage === 'setup_second_factor'
      ? SETUP_SESSION_MS
      : null;

const MAX_USER_AGENT = 512;

export async function createSession(
  deps: CoreDeps,
  user: { id: string; role: Role },
  meta: RequestMeta,
  options: SessionOptions = {},
): Promise<IssuedSession> {
  const now = deps.now();
  const stage = options.stage ?? 'full';
  const policy = sessionPolicyFor(user.role);
  const { id, token, secretHash } = generateSessionToken();
  const partialMs = partialLifetimeMs(stage);
  const absoluteExpiresAt = new Date(now.getTime() + (partialMs ?? policy.absoluteMs));
  const expiresAt = new Date(
    Math.min(now.getTime() + (partialMs ?? policy.idleMs), absoluteExpiresAt.getTime()),
  );
  await insertSession(deps.db, {
    id,
    secretHash,
    userId: user.id,
    expiresAt,
    absoluteExpiresAt,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    stage,
    secondFactorAt: options.secondFactorAt ?? null,
  });
  return { token, sessionId: id, expiresAt, stage };
}

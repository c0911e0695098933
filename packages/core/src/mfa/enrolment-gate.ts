import { isStaffRole, mfaMessages, type Role, type SessionStage } from '@advance/contracts';
import { deleteOtherPartialSessions } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { announceSessionsRevoked } from '../events/session-revocations';
import { hasRecentSecondFactor } from './session-gate';

/** What enrolling a factor (authenticator or passkey) needs to know about the session. */
export interface EnrollingSession {
  sessionId: string;
  stage: SessionStage;
  secondFactorAt: Date | null;
  hasSecondFactor: boolean;
  user: { id: string; role: Role };
}

/**
 * Who may add a second factor (decision 021, review R17):
 * - a session owing its code gives it first; adding a factor is no way around it;
 * - the setup stage may enrol only while the user has no factor: once the real user set
 *   one up, another password-only sign-in waiting there must not add its own;
 * - a full staff session needs the step-up, so a stolen session cookie cannot add a factor
 *   of its own (which would then pass every later step-up and outlive a password change).
 *   A full staff session without any factor signs in again (setup stage, password asked).
 * Customers add passkeys freely: they have no second factor to protect.
 */
export function assertMayEnrolFactor(session: EnrollingSession, now: Date): void {
  if (session.stage === 'second_factor') {
    throw new DomainError('FORBIDDEN', mfaMessages.secondFactorRequired);
  }
  if (session.stage === 'setup_second_factor') {
    if (session.hasSecondFactor) {
      throw new DomainError('FORBIDDEN', mfaMessages.secondFactorRequired);
    }
    return;
  }
  if (isStaffRole(session.user.role) && !hasRecentSecondFactor(session, now)) {
    throw new DomainError('FORBIDDEN', mfaMessages.stepUpRequired);
  }
}

/**
 * A factor was just set up: every other partial sign-in of the user ends (an attacker's
 * password-only session in the setup stage cannot go on to enrol after the real user did).
 */
export async function endOtherPartialSessions(
  deps: Pick<CoreDeps, 'db' | 'events'>,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  const sessionIds = await deleteOtherPartialSessions(deps.db, userId, keepSessionId);
  await announceSessionsRevoked(deps, { userId, sessionIds });
}

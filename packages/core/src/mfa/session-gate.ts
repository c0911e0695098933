import { isStaffRole, mfaMessages, STEP_UP_WINDOW_MS } from '@advance/contracts';
import type { ValidSession } from '../auth/validate-session';

/** What a session may do (decision 021). */
export type SessionGate = 'ok' | 'second_factor' | 'setup';

type GatedSession = Pick<ValidSession, 'stage' | 'hasSecondFactor' | 'user'>;

/**
 * Full sessions act; a partial one only finishes its sign-in. A staff member without a
 * second factor acts nowhere either, however the session came about: staff data is never
 * reachable with a password alone.
 */
export function sessionGate(session: GatedSession): SessionGate {
  if (session.stage === 'second_factor') return 'second_factor';
  if (session.stage === 'setup_second_factor') return 'setup';
  if (isStaffRole(session.user.role) && !session.hasSecondFactor) return 'setup';
  return 'ok';
}

/** The refusal's text for a gate that is not 'ok'. */
export const sessionGateMessage = (gate: Exclude<SessionGate, 'ok'>): string =>
  gate === 'second_factor' ? mfaMessages.secondFactorRequired : mfaMessages.setupRequired;

/** The session if it may act, else null: for paths that treat "not fully signed in" as anonymous. */
export const usableSession = <S extends GatedSession>(session: S | null | undefined): S | null =>
  session && sessionGate(session) === 'ok' ? session : null;

/** Step-up: this session gave the second factor within the last 5 minutes. */
export const hasRecentSecondFactor = (
  session: Pick<ValidSession, 'secondFactorAt'>,
  now: Date,
): boolean => {
  if (!session.secondFactorAt) return false;
  const age = now.getTime() - session.secondFactorAt.getTime();
  return age >= 0 && age <= STEP_UP_WINDOW_MS;
};

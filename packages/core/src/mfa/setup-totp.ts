import { isStaffRole, mfaMessages, type TotpSetup } from '@advance/contracts';
import { storePendingTotp } from '@advance/db';
import type { ValidSession } from '../auth/validate-session';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { assertMayEnrolFactor } from './enrolment-gate';
import { encodeTotpSecret, newTotpSecret, totpKeyUri } from './totp';

/**
 * Starts authenticator setup for a staff member: a new secret, shown now (QR code and
 * text) and never again once confirmed. Starting again replaces an unconfirmed secret; a
 * confirmed authenticator is replaced only after a reset. A full session needs the step-up
 * (enrolment-gate.ts).
 */
export async function setupTotp(deps: CoreDeps, session: ValidSession): Promise<TotpSetup> {
  if (!isStaffRole(session.user.role)) throw new DomainError('FORBIDDEN', mfaMessages.staffOnly);
  assertMayEnrolFactor(session, deps.now());
  const secret = newTotpSecret();
  if (!(await storePendingTotp(deps.db, session.user.id, secret, deps.now()))) {
    throw new DomainError('CONFLICT', mfaMessages.totpAlreadySetUp);
  }
  return { secret: encodeTotpSecret(secret), otpauthUrl: totpKeyUri(session.user.email, secret) };
}

import { randomUUID } from 'node:crypto';
import {
  isStaffRole,
  PASSKEY_CHALLENGE_TTL_MS,
  type PublicUser,
  type SessionStage,
} from '@advance/contracts';
import { listPasskeysOfUser, replaceRegistrationChallenge } from '@advance/db';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { CoreDeps } from '../deps';
import { assertMayEnrolFactor, type EnrollingSession } from '../mfa/enrolment-gate';
import { relyingPartyOf, userHandleOf } from './relying-party';

/** The session asking: a full one, or a staff sign-in that must set up its second factor. */
export interface PasskeySession {
  sessionId: string;
  stage: SessionStage;
  user: Pick<PublicUser, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>;
}

/** Adding a passkey also needs what enrolling a factor needs. */
export type PasskeyEnrolSession = PasskeySession &
  Pick<EnrollingSession, 'secondFactorAt' | 'hasSecondFactor'>;

/**
 * A session owing its code proves the second factor first; adding a passkey is not a way
 * around it. The setup stage may add one while the user has no factor (that passkey becomes
 * the second factor); a full staff session needs the step-up (mfa/enrolment-gate.ts).
 */
export function assertMayAddPasskey(session: PasskeyEnrolSession, now: Date): void {
  assertMayEnrolFactor(session, now);
}

/**
 * Staff passkeys count as both factors, so the authenticator must verify the user (PIN or
 * biometrics), at registration and at every use; customers' stay 'preferred' (an older
 * security key without a PIN still works for them).
 */
export const passkeyUserVerification = (role: PasskeySession['user']['role']) =>
  isStaffRole(role) ? ('required' as const) : ('preferred' as const);

/**
 * WebAuthn creation options for a new passkey of the signed-in user. The challenge is bound
 * to this session (asking again replaces it) and lives 5 minutes. The user's passkeys are
 * excluded, so one authenticator is not registered twice; a discoverable credential
 * (resident key) is required, so sign-in needs no e-mail.
 */
export async function startPasskeyRegistration(deps: CoreDeps, session: PasskeyEnrolSession) {
  assertMayAddPasskey(session, deps.now());
  const rp = relyingPartyOf(deps.config);
  const existing = await listPasskeysOfUser(deps.db, session.user.id);
  const { user } = session;
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: displayName,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: {
      residentKey: 'required',
      userVerification: passkeyUserVerification(user.role),
    },
  });
  const now = deps.now();
  await replaceRegistrationChallenge(deps.db, {
    id: randomUUID(),
    kind: 'registration',
    challenge: options.challenge,
    sessionId: session.sessionId,
    userId: user.id,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return options;
}

import {
  accountMessages,
  type Passkey,
  type PasskeyRegistrationVerifyInput,
  passkeyMessages,
} from '@advance/contracts';
import {
  claimPartialSession,
  insertPasskey,
  inTransaction,
  takeRegistrationChallenge,
} from '@advance/db';
import {
  type VerifiedRegistrationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { describeDevice } from '../account/describe-device';
import { recordSignInDevice } from '../account/record-sign-in-device';
import { sendSecurityNotice } from '../account/send-security-notice';
import { activityActions, logActivity } from '../activity/log-activity';
import { createSession, type IssuedSession } from '../auth/create-session';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { endOtherPartialSessions } from '../mfa/enrolment-gate';
import { relyingPartyOf } from './relying-party';
import {
  assertMayAddPasskey,
  type PasskeyEnrolSession,
  type PasskeySession,
  passkeyUserVerification,
} from './start-passkey-registration';
import { toPasskey } from './to-passkey';

export interface PasskeyAdded {
  passkey: Passkey;
  /** Set when the passkey completed a staff sign-in (setup stage): the new full session. */
  session: IssuedSession | null;
}

const failed = () => new DomainError('BAD_REQUEST', passkeyMessages.registrationFailed);

/**
 * Checks the browser's answer against the session's challenge (taken once: a replay finds
 * none) and stores the passkey, with its activity entry and the "passkey added" e-mail in
 * the same transaction. For a staff member still in the setup stage the passkey is the
 * second factor: the partial session ends and a full one is issued (a new id, no fixation).
 * Other partial sign-ins of the user end (a password-only session waiting in the setup
 * stage must not enrol after this). Staff passkeys must have verified the user.
 */
export async function finishPasskeyRegistration(
  deps: CoreDeps,
  session: PasskeyEnrolSession,
  input: PasskeyRegistrationVerifyInput,
  meta: RequestMeta,
): Promise<PasskeyAdded> {
  const now = deps.now();
  assertMayAddPasskey(session, now);
  const challenge = await takeRegistrationChallenge(deps.db, session.sessionId, now);
  if (!challenge) throw new DomainError('BAD_REQUEST', passkeyMessages.challengeExpired);

  const rp = relyingPartyOf(deps.config);
  let verified: VerifiedRegistrationResponse;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: passkeyUserVerification(session.user.role) === 'required',
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'A passkey registration did not verify');
    throw failed();
  }
  if (!verified.verified) throw failed();
  const info = verified.registrationInfo;

  const { user } = session;
  const name = input.name || defaultName(meta);
  const stored = await inTransaction(deps.db, async (trx) => {
    const row = await insertPasskey(trx, {
      id: info.credential.id,
      userId: user.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: JSON.stringify(info.credential.transports ?? []),
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name,
      createdAt: now,
    });
    if (!row) throw new DomainError('CONFLICT', passkeyMessages.alreadyRegistered);
    await logActivity(trx, {
      actorId: user.id,
      action: activityActions.passkeyAdded,
      targetType: 'user',
      targetId: user.id,
      details: { passkeyId: row.id, name: row.name, backedUp: row.backedUp },
      ipAddress: meta.ip,
    });
    await sendSecurityNotice({ db: trx, outbox: deps.outbox }, user, 'passkey_added', {
      at: now,
      device: name,
      ip: meta.ip,
    });
    return row;
  });
  // The notice was stored in the transaction: send it now that it is committed.
  deps.outbox.kick();
  await endOtherPartialSessions(deps, user.id, session.sessionId);

  const issued =
    session.stage === 'setup_second_factor' ? await completeSetupSignIn(deps, session, meta) : null;
  return { passkey: toPasskey(stored), session: issued };
}

/** "Chrome on macOS": what the user most likely calls the device they added it on. */
const defaultName = (meta: RequestMeta): string => {
  if (!meta.userAgent) return passkeyMessages.defaultName;
  const device = describeDevice(meta.userAgent);
  return accountMessages.deviceDescription(device.browser, device.os);
};

/** The partial session is claimed once (a racing confirmation cannot sign in twice). */
async function completeSetupSignIn(
  deps: CoreDeps,
  session: PasskeySession,
  meta: RequestMeta,
): Promise<IssuedSession | null> {
  if (!(await claimPartialSession(deps.db, session.sessionId))) return null;
  const now = deps.now();
  const issued = await createSession(deps, session.user, meta, {
    stage: 'full',
    secondFactorAt: now,
  });
  await logActivity(deps.db, {
    actorId: session.user.id,
    action: activityActions.signIn,
    targetType: 'user',
    targetId: session.user.id,
    details: { method: 'passkey_setup' },
    ipAddress: meta.ip,
  });
  await recordSignInDevice(deps, session.user, meta);
  return issued;
}

import { randomUUID } from 'node:crypto';
import { mfaMessages, PASSKEY_CHALLENGE_TTL_MS, passkeyMessages } from '@advance/contracts';
import { listPasskeysOfUser, replaceStepUpChallenge } from '@advance/db';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { relyingPartyOf } from './relying-party';
import type { PasskeySession } from './start-passkey-registration';

/**
 * Step-up by passkey (decision 023): a full session asks for an assertion by one of its own
 * user's passkeys. Unlike sign-in, the options list the user's credentials, and the challenge
 * is bound to this session (asking again replaces it; it dies with the session), so the
 * answer needs no challenge id and cannot serve another session or a sign-in.
 */
export async function startPasskeyStepUp(deps: CoreDeps, session: PasskeySession) {
  // A partial session completes its sign-in with a passkey sign-in, not a step-up.
  if (session.stage !== 'full')
    throw new DomainError('FORBIDDEN', mfaMessages.secondFactorRequired);
  const passkeys = await listPasskeysOfUser(deps.db, session.user.id);
  if (passkeys.length === 0) throw new DomainError('CONFLICT', passkeyMessages.stepUpNoPasskey);
  const rp = relyingPartyOf(deps.config);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
  });
  const now = deps.now();
  await replaceStepUpChallenge(deps.db, {
    id: randomUUID(),
    kind: 'authentication',
    challenge: options.challenge,
    sessionId: session.sessionId,
    userId: session.user.id,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return options;
}

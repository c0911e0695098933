import type { PasskeyAuthenticationVerifyInput } from '@advance/contracts';
import { findUserById, type PasskeyRow } from '@advance/db';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { CoreDeps } from '../deps';
import { relyingPartyOf, userHandleText } from './relying-party';
import { passkeyUserVerification } from './start-passkey-registration';

/**
 * The signature check against the stored public key, origin and RP ID; the authenticator's
 * new counter when it holds, else null. A discoverable passkey names its account in the
 * user handle: it must be the passkey's owner. Shared by sign-in and step-up. A staff
 * member's passkey counts as both factors, so it must have verified the user (UV flag).
 */
export async function verifyPasskeyAssertion(
  deps: CoreDeps,
  response: PasskeyAuthenticationVerifyInput['response'],
  passkey: PasskeyRow,
  challenge: string,
): Promise<number | null> {
  const handle = response.response.userHandle;
  if (handle && handle !== userHandleText(passkey.userId)) return null;
  const rp = relyingPartyOf(deps.config);
  const owner = await findUserById(deps.db, passkey.userId);
  if (!owner) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: passkeyUserVerification(owner.role) === 'required',
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch (error) {
    deps.log.warn({ err: error }, 'A passkey answer did not verify');
    return null;
  }
}

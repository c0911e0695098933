import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { CoreConfig } from '../deps';

/** The name browsers show in their passkey prompts. */
const RP_NAME = 'Benefit Advance';

export interface RelyingParty {
  /** WebAuthn RP ID: the host name of APP_ORIGIN (a passkey works on that site only). */
  id: string;
  name: string;
  /** The only origin whose passkey answers are accepted. */
  origin: string;
}

/**
 * Derived from APP_ORIGIN (decision 023): the RP ID must be the site's host name, and the
 * browser must be on exactly that origin, so no setting of its own could disagree.
 */
export const relyingPartyOf = (config: Pick<CoreConfig, 'appOrigin'>): RelyingParty => {
  const url = new URL(config.appOrigin);
  return { id: url.hostname, name: RP_NAME, origin: url.origin };
};

/**
 * The WebAuthn user handle: the account id's 16 bytes. Opaque to the authenticator, never
 * the e-mail, and the same for every passkey of one account.
 */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

export const userHandleText = (userId: string): string =>
  isoBase64URL.fromBuffer(userHandleOf(userId));

import { randomUUID } from 'node:crypto';
import { PASSKEY_CHALLENGE_TTL_MS } from '@advance/contracts';
import { insertPasskeyChallenge } from '@advance/db';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { CoreDeps, RequestMeta } from '../deps';
import { consumeLimit } from '../rate-limit/rate-limit';
import { passkeyKeys, passkeyRules } from './passkey-limits';
import { relyingPartyOf } from './relying-party';

/**
 * Options for a usernameless sign-in: no credential list (the browser offers the passkeys it
 * holds for this site). The challenge is stored under a new id, returned with the options
 * and sent back with the answer: single use, 5 minutes.
 */
export async function startPasskeySignIn(deps: CoreDeps, meta: RequestMeta) {
  const now = deps.now();
  await consumeLimit(
    deps.db,
    passkeyKeys(meta.ip).options,
    passkeyRules.signInOptionsPerIp,
    now,
    undefined,
    { ip: meta.ip },
  );
  const rp = relyingPartyOf(deps.config);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'preferred',
  });
  const challengeId = randomUUID();
  await insertPasskeyChallenge(deps.db, {
    id: challengeId,
    kind: 'authentication',
    challenge: options.challenge,
    sessionId: null,
    userId: null,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return { challengeId, options };
}

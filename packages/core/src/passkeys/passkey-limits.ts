import type { RateRule } from '../rate-limit/rate-limit';

const MINUTE = 60_000;

/**
 * Passkey sign-in needs no e-mail, so it is limited per address: each options request
 * stores a challenge (5 minutes), and each answer needs one. A guess cannot succeed (the
 * answer is a signature), so the limits only bound the work and the stored rows.
 */
export const passkeyRules = {
  signInOptionsPerIp: { name: 'passkey_sign_in.ip', limit: 60, windowMs: 15 * MINUTE },
  failedSignInPerIp: { name: 'passkey_sign_in_failed.ip', limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export const passkeyKeys = (ip: string | null) => {
  const address = ip ?? 'unknown';
  return { options: `passkey:options:${address}`, failed: `passkey:failed:${address}` };
};

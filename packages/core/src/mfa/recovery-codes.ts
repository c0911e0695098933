import { RECOVERY_CODE_COUNT } from '@advance/contracts';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/**
 * Recovery codes: 10 random base32 characters (50 bits) each, shown once as xxxxx-xxxxx.
 * Only SHA-256 of the normalized code is stored: the codes are random and high in entropy,
 * and guessing is bounded by the second-factor rate limit, so a slow hash adds nothing.
 */
const CODE_BYTES = 7; // 56 bits → 12 base32 characters, cut to 10 (50 bits)

const newRecoveryCode = (): string => {
  const raw = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(CODE_BYTES)));
  return `${raw.slice(0, 5)}-${raw.slice(5, 10)}`;
};

/** Lower case, no dashes or spaces: how a code is hashed, whatever way it was typed. */
export const normalizeRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]+/g, '');

export const hashRecoveryCode = (code: string): string =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(normalizeRecoveryCode(code))));

/** A fresh set: the codes to show once and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}

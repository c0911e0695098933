import { createHash, hash, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/**
 * Session tokens follow the Lucia guide: `<id>.<secret>`. The id finds the row; only
 * SHA-256(secret) is stored, so a leaked sessions table cannot be replayed.
 */
const ID_BYTES = 15; // 24 base32 characters
const SECRET_BYTES = 20; // 160 bits, above decision 002's 128-bit floor
const TOKEN_PART = /^[a-z2-7]{24,64}$/;

const randomPart = (bytes: number): string =>
  encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));

/**
 * SHA-256 of the secret (UTF-8), by node:crypto's one-shot hash: every signed-in request
 * hashes its cookie's secret, and the pure-JS hash cost ~1.5 % of a customer's read
 * (issue 16); the one-shot call also skips the Hash object createHash makes. A plain
 * Uint8Array view of the digest, as the JS hash returned (both drivers store it).
 */
const sha256 = (text: string): Uint8Array => {
  const digest = hash('sha256', text, 'buffer');
  return new Uint8Array(digest.buffer, digest.byteOffset, digest.byteLength);
};

export const hashSecret = (secret: string): Uint8Array => sha256(secret);

export interface NewSessionToken {
  id: string;
  token: string;
  secretHash: Uint8Array;
}

export function generateSessionToken(): NewSessionToken {
  const id = randomPart(ID_BYTES);
  const secret = randomPart(SECRET_BYTES);
  return { id, token: `${id}.${secret}`, secretHash: hashSecret(secret) };
}

/** Splits a token into its parts, or null if it is not shaped like one of ours. */
export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const [id, secret, extra] = token.split('.');
  if (extra !== undefined || !id || !secret) return null;
  if (!TOKEN_PART.test(id) || !TOKEN_PART.test(secret)) return null;
  return { id, secret };
}

/** Constant-time comparison of the secret's hash with the stored one (Buffer or Uint8Array). */
export const secretMatches = (secret: string, storedHash: Uint8Array): boolean => {
  const hash = hashSecret(secret);
  return hash.byteLength === storedHash.byteLength && timingSafeEqual(hash, storedHash);
};

/** Single-use tokens for e-mailed links; stored as a hex digest. */
export function generateLinkToken(): { token: string; tokenHash: string } {
  const token = randomPart(SECRET_BYTES);
  return { token, tokenHash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

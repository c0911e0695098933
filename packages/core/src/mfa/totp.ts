import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@advance/contracts';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s) built on @oslojs/otp's HOTP, with the time step
 * made explicit: the server's clock is `deps.now()` (tests move it), and the step a code
 * matched is what replay protection stores.
 */

/** 160 bits, the RFC 4226 recommendation for HMAC-SHA-1. */
const SECRET_BYTES = 20;

export const newTotpSecret = (): Uint8Array => crypto.getRandomValues(new Uint8Array(SECRET_BYTES));

/** The secret as authenticator apps take it when typed: base32, no padding. */
export const encodeTotpSecret = (secret: Uint8Array): string =>
  encodeBase32UpperCaseNoPadding(secret);

export const totpKeyUri = (accountName: string, secret: Uint8Array): string =>
  createTOTPKeyURI(TOTP_ISSUER, accountName, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS);

export const totpStepAt = (at: Date): number =>
  Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

export const totpCodeForStep = (secret: Uint8Array, step: number): string =>
  generateHOTP(secret, BigInt(step), TOTP_DIGITS);

const encoder = new TextEncoder();

/**
 * The time step whose code `code` is, among now ± TOTP_WINDOW_STEPS and later than
 * `lastStep` (a step accepted before is never accepted again), or null. Every candidate
 * is compared, in constant time, so timing tells nothing about which one matched.
 */
export function matchTotpStep(
  secret: Uint8Array,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  const current = totpStepAt(now);
  const given = encoder.encode(code);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    const equal = constantTimeEqual(encoder.encode(totpCodeForStep(secret, step)), given);
    if (equal && matched === null && (lastStep === null || step > lastStep)) matched = step;
  }
  return matched;
}

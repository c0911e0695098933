import { createHash, createHmac, randomBytes } from 'node:crypto';

export type Fingerprinter = (ip: string | null, userAgent: string | null, now: Date) => string;

const FINGERPRINT_LENGTH = 32;

/**
 * Spec part 3's 32-character fingerprint, made privacy-safe: SHA-256 of (ip, user agent)
 * with a salt that changes every UTC day, so the same visitor can be told apart within a
 * day but never followed across days. Salts come from a per-process random secret and
 * are kept only in memory: after a restart, or on another instance, the same visitor
 * gets a different fingerprint, which is the price of never storing a salt.
 */
export function createFingerprinter(secret: Uint8Array = randomBytes(32)): Fingerprinter {
  let salt = { day: '', value: Buffer.alloc(0) };
  return (ip, userAgent, now) => {
    const day = now.toISOString().slice(0, 10);
    if (salt.day !== day) salt = { day, value: createHmac('sha256', secret).update(day).digest() };
    return createHash('sha256')
      .update(salt.value)
      .update(`${ip ?? ''}\n${userAgent ?? ''}`)
      .digest('hex')
      .slice(0, FINGERPRINT_LENGTH);
  };
}

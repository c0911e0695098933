import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes shaped xxxxx-xxxxx, with their SHA-256 digests', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(hashes).toEqual(codes.map(hashRecoveryCode));
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes a code the same however it was typed', () => {
    expect(normalizeRecoveryCode(' ABCDE-fghij ')).toBe('abcdefghij');
    expect(hashRecoveryCode('abcde-fghij')).toBe(hashRecoveryCode('ABCDE FGHIJ'));
    expect(hashRecoveryCode('abcde-fghij')).not.toBe(hashRecoveryCode('abcde-fghik'));
  });
});

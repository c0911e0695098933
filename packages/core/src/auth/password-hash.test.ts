import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, t=2, p=1 and a random salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'correct horsE')).toBe(false);
  });

  it('treats a corrupt hash as a mismatch, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('spends a real check on unknown accounts and always fails', async () => {
    expect(await burnPasswordCheck('anything')).toBe(false);
  });
});

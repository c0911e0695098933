import { describe, expect, it } from 'vitest';
import {
  generateLinkToken,
  generateSessionToken,
  hashLinkToken,
  parseSessionToken,
  secretMatches,
} from './session-token';

describe('session tokens', () => {
  it('are <id>.<secret> with a 160-bit secret and store only its SHA-256', () => {
    const { id, token, secretHash } = generateSessionToken();
    const [tokenId, secret] = token.split('.');
    expect(tokenId).toBe(id);
    expect(id).toMatch(/^[a-z2-7]{24}$/);
    expect(secret).toMatch(/^[a-z2-7]{32}$/); // 32 base32 chars = 160 bits
    expect(secretHash).toHaveLength(32);
    expect(secretMatches(secret ?? '', secretHash)).toBe(true);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => generateSessionToken().token));
    expect(tokens.size).toBe(1000);
  });

  it('rejects a wrong secret', () => {
    const { secretHash } = generateSessionToken();
    const other = generateSessionToken().token.split('.')[1] ?? '';
    expect(secretMatches(other, secretHash)).toBe(false);
  });

  it.each([
    '',
    'abc',
    'a.b',
    `${'a'.repeat(24)}.`,
    `${'a'.repeat(24)}.${'b'.repeat(32)}.c`,
    `${'A'.repeat(24)}.${'b'.repeat(32)}`,
    `${'a'.repeat(24)}.${"b'--".repeat(8)}`,
  ])('refuses a malformed token %j', (token) => {
    expect(parseSessionToken(token)).toBeNull();
  });

  it('parses a well-formed token', () => {
    const { token, id } = generateSessionToken();
    expect(parseSessionToken(token)?.id).toBe(id);
  });
});

describe('link tokens', () => {
  it('store a hex digest that matches the token', () => {
    const { token, tokenHash } = generateLinkToken();
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).toBe(tokenHash);
    expect(tokenHash).not.toContain(token);
  });
});

import { describe, expect, it } from 'vitest';
import { matchTotpStep, totpCodeForStep, totpKeyUri, totpStepAt } from './totp';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890"; 8-digit codes
// there, whose last 6 digits are the 6-digit codes (HOTP truncation is modulo 10^digits).
const rfcKey = new TextEncoder().encode('12345678901234567890');
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCodeForStep(rfcKey, totpStepAt(at(seconds)))).toBe(code);
  });

  it('accepts the step before, now and after; nothing further', () => {
    const now = at(1234567890);
    const step = totpStepAt(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotpStep(rfcKey, totpCodeForStep(rfcKey, step + offset), now, null)).toBe(
        step + offset,
      );
    }
    for (const offset of [-2, 2]) {
      expect(matchTotpStep(rfcKey, totpCodeForStep(rfcKey, step + offset), now, null)).toBeNull();
    }
  });

  it('refuses a step at or before the last accepted one (no replay)', () => {
    const now = at(1234567890);
    const step = totpStepAt(now);
    const code = totpCodeForStep(rfcKey, step);
    expect(matchTotpStep(rfcKey, code, now, step)).toBeNull();
    expect(matchTotpStep(rfcKey, code, now, step + 1)).toBeNull();
    expect(matchTotpStep(rfcKey, code, now, step - 1)).toBe(step);
  });

  it('refuses other codes', () => {
    const now = at(1234567890);
    expect(matchTotpStep(rfcKey, '000000', now, null)).toBeNull();
    expect(matchTotpStep(rfcKey, '', now, null)).toBeNull();
  });

  it('names the issuer and account in the otpauth URL', () => {
    const uri = totpKeyUri('sam@example.com', rfcKey);
    expect(uri.startsWith('otpauth://totp/Benefit%20Advance:sam%40example.com?')).toBe(true);
    const url = new URL(uri);
    expect(url.searchParams.get('issuer')).toBe('Benefit Advance');
    expect(url.searchParams.get('secret')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
  });
});

import { describe, expect, it } from 'vitest';
import { createFingerprinter } from './fingerprint';
import { truncateIp } from './ip-address';
import { pathOnly, redactQueryParams } from './query-params';

describe('truncateIp', () => {
  it('keeps an IPv4 /24 and an IPv6 /48', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
    expect(truncateIp('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateIp('::1')).toBe('0:0:0::');
    expect(truncateIp('nonsense')).toBeNull();
    expect(truncateIp(null)).toBeNull();
  });
});

describe('fingerprint', () => {
  it('is 32 hex characters, stable within a UTC day and different the next', () => {
    const fingerprint = createFingerprinter(new Uint8Array(32).fill(7));
    const morning = fingerprint('203.0.113.7', 'UA', new Date('2026-03-01T01:00:00Z'));
    const evening = fingerprint('203.0.113.7', 'UA', new Date('2026-03-01T23:00:00Z'));
    const nextDay = fingerprint('203.0.113.7', 'UA', new Date('2026-03-02T01:00:00Z'));
    expect(morning).toMatch(/^[0-9a-f]{32}$/);
    expect(evening).toBe(morning);
    expect(nextDay).not.toBe(morning);
    expect(fingerprint('203.0.113.8', 'UA', new Date('2026-03-01T01:00:00Z'))).not.toBe(morning);
  });

  it('differs between processes (secrets), so no salt ever needs storing', () => {
    const at = new Date('2026-03-01T01:00:00Z');
    expect(createFingerprinter()('1.2.3.4', 'UA', at)).not.toBe(
      createFingerprinter()('1.2.3.4', 'UA', at),
    );
  });
});

describe('page query and path', () => {
  it('drops keys that may carry secrets or personal data', () => {
    expect(
      redactQueryParams({ token: 't', utm_source: 'g', email: 'a@b.c', next: '/dashboard' }),
    ).toEqual({ utm_source: 'g', next: '/dashboard' });
    expect(redactQueryParams({ token: 't' })).toBeNull();
    expect(pathOnly('/reset-password?token=abc#x')).toBe('/reset-password');
  });
});

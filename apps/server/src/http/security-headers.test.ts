import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security-headers';

/** The headers @fastify/helmet sent per request before they were computed once (issue 16). */
const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
const EVERYWHERE = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are exactly what helmet sent over HTTP', () => {
    expect(securityHeaders(helmetOptions({ secureCookies: false }))).toEqual({
      'content-security-policy': CSP,
      ...EVERYWHERE,
    });
  });

  it('add HSTS and upgrade-insecure-requests behind HTTPS', () => {
    expect(securityHeaders(helmetOptions({ secureCookies: true }))).toEqual({
      'content-security-policy': `${CSP};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      ...EVERYWHERE,
    });
  });

  it('are computed once: the result cannot be changed by whoever holds it', () => {
    const headers = securityHeaders(helmetOptions({ secureCookies: false }));
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('fail at start-up on a directive helmet refuses, as helmet did', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ['self'] } } }),
    ).toThrow(/should be quoted/);
  });
});

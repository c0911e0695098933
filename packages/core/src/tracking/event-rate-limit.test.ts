import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { createTrackerRateLimit } from './event-rate-limit';

describe('tracker rate limit', () => {
  it('allows the limit per key and minute, then refuses with the seconds left', () => {
    const limit = createTrackerRateLimit(3);
    const at = new Date('2026-03-01T10:00:15Z');
    for (let i = 0; i < 3; i++) limit.hit('1.2.3.4', at);
    limit.hit('5.6.7.8', at);
    let refused: unknown;
    try {
      limit.hit('1.2.3.4', at);
    } catch (error) {
      refused = error;
    }
    expect(isDomainError(refused) && refused.code).toBe('TOO_MANY_REQUESTS');
    expect(isDomainError(refused) && refused.details.retryAfterSeconds).toBe(45);
    // The next minute starts over.
    expect(() => limit.hit('1.2.3.4', new Date('2026-03-01T10:01:00Z'))).not.toThrow();
  });
});

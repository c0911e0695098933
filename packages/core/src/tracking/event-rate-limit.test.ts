import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { createTrackerRateLimit } from './event-rate-limit';

const refusal = (hit: () => void): unknown => {
  try {
    hit();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('tracker rate limit', () => {
  it('allows the limit per address within a minute of its first event, then refuses with the seconds left', () => {
    const limit = createTrackerRateLimit(3);
    const first = new Date('2026-03-01T10:00:15Z');
    for (let i = 0; i < 3; i++) limit.hit('1.2.3.4', first);
    limit.hit('5.6.7.8', first);
    const refused = refusal(() => limit.hit('1.2.3.4', new Date('2026-03-01T10:00:45Z')));
    expect(isDomainError(refused) && refused.code).toBe('TOO_MANY_REQUESTS');
    expect(isDomainError(refused) && refused.details.retryAfterSeconds).toBe(30);
    // A clock minute passing does not reset the count; a minute after the first event does.
    expect(refusal(() => limit.hit('1.2.3.4', new Date('2026-03-01T10:01:05Z')))).toBeDefined();
    expect(refusal(() => limit.hit('1.2.3.4', new Date('2026-03-01T10:01:15Z')))).toBeUndefined();
  });

  it('forgets addresses whose minute is over', () => {
    const limit = createTrackerRateLimit(1);
    limit.hit('1.2.3.4', new Date('2026-03-01T10:00:00Z'));
    limit.hit('5.6.7.8', new Date('2026-03-01T10:02:00Z'));
    expect(refusal(() => limit.hit('1.2.3.4', new Date('2026-03-01T10:02:01Z')))).toBeUndefined();
  });
});

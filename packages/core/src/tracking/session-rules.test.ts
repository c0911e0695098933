import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../maintenance/prune-analytics';
import { elapsedSeconds, isBounce } from './track-session-end';

describe('visit rules', () => {
  it('bounced means at most one interaction', () => {
    expect(isBounce(0)).toBe(true);
    expect(isBounce(1)).toBe(true);
    expect(isBounce(2)).toBe(false);
  });

  it('measures duration in whole seconds, never negative, capped at a week', () => {
    const start = new Date('2026-03-01T10:00:00Z');
    expect(elapsedSeconds(start, new Date('2026-03-01T10:01:30.400Z'))).toBe(90);
    expect(elapsedSeconds(start, new Date('2026-03-01T09:59:00Z'))).toBe(0);
    expect(elapsedSeconds(start, new Date('2026-04-01T10:00:00Z'))).toBe(7 * 24 * 3600);
  });

  it('keeps raw events for whole calendar months', () => {
    expect(retentionCutoff(new Date('2027-02-15T12:00:00Z'), 13).toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    );
  });
});

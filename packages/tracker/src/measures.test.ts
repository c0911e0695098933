import { TRACKER_MAX_SECONDS } from '@advance/tracker-schemas/constants';
import { describe, expect, it } from 'vitest';
import { isBounce, wholeSeconds } from './measures';

describe('wholeSeconds', () => {
  it('rounds the milliseconds since a moment to whole seconds', () => {
    expect(wholeSeconds(1_000, 1_000)).toBe(0);
    expect(wholeSeconds(1_000, 1_499)).toBe(0);
    expect(wholeSeconds(1_000, 1_500)).toBe(1);
    expect(wholeSeconds(0, 65_400)).toBe(65);
  });

  it('stops at the longest time the server accepts', () => {
    expect(wholeSeconds(0, (TRACKER_MAX_SECONDS + 60) * 1000)).toBe(TRACKER_MAX_SECONDS);
  });
});

describe('isBounce', () => {
  it('is a bounce with at most one interaction (spec part 4)', () => {
    expect(isBounce(0)).toBe(true);
    expect(isBounce(1)).toBe(true);
    expect(isBounce(2)).toBe(false);
  });
});

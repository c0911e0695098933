import { describe, expect, it } from 'vitest';
import { formatDuration, formatSessionDuration } from './analytics';

describe('durations in words (issue 20)', () => {
  it('says minutes and seconds, hours and minutes, never "0.0 min"', () => {
    expect(formatDuration(0)).toBe('less than a minute');
    expect(formatDuration(59.4)).toBe('less than a minute');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(200)).toBe('3 min 20 s');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(7200)).toBe('2 h');
    expect(formatDuration(-5)).toBe('less than a minute');
    expect(formatDuration(Number.NaN)).toBe('less than a minute');
  });

  it('says "single page" for a one-page visit instead of a dash', () => {
    expect(formatSessionDuration({ totalDuration: null, pageViews: 1 })).toBe('single page');
    expect(formatSessionDuration({ totalDuration: 0, pageViews: 0 })).toBe('single page');
    expect(formatSessionDuration({ totalDuration: 95, pageViews: 1 })).toBe('1 min 35 s');
    expect(formatSessionDuration({ totalDuration: null, pageViews: 3 })).toBe('still open');
  });
});

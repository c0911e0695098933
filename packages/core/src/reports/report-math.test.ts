import { describe, expect, it } from 'vitest';
import { rangeStart } from './analytics-range';
import { fillDays, percentOf } from './report-math';

const now = new Date('2026-11-21T10:00:00Z');

describe('percentOf', () => {
  it('rounds to one decimal and is 0 for an empty whole', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('rangeStart', () => {
  it('is a rolling window ending now, null for all time', () => {
    expect(rangeStart('24h', now)?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(rangeStart('7d', now)?.toISOString()).toBe('2026-11-14T10:00:00.000Z');
    expect(rangeStart('30d', now)?.toISOString()).toBe('2026-10-22T10:00:00.000Z');
    expect(rangeStart('all', now)).toBeNull();
  });
});

describe('fillDays', () => {
  it('gives every UTC day from the range start to today, zeros where nobody came', () => {
    const days = fillDays(
      [
        { day: '2026-11-15', sessions: 4 },
        { day: '2026-11-21', sessions: 1 },
      ],
      rangeStart('7d', now),
      now,
    );
    expect(days.map((d) => d.day)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(days.map((d) => d.sessions)).toEqual([0, 4, 0, 0, 0, 0, 0, 1]);
  });

  it('starts all time at the first day with a session, and is empty without any', () => {
    expect(fillDays([{ day: '2026-11-19', sessions: 2 }], null, now)).toEqual([
      { day: '2026-11-19', sessions: 2 },
      { day: '2026-11-20', sessions: 0 },
      { day: '2026-11-21', sessions: 0 },
    ]);
    expect(fillDays([], null, now)).toEqual([]);
  });
});

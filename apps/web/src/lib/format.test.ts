import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format';

describe('dates', () => {
  it('formats as MMM dd, yyyy, keeping a date-only value on its own day', () => {
    expect(formatDate('2024-12-03')).toBe('Dec 03, 2024');
    expect(formatDate(new Date(2025, 0, 9, 23, 59))).toBe('Jan 09, 2025');
  });

  it('formats times as h:mm a', () => {
    expect(formatTime(new Date(2024, 11, 3, 15, 7))).toBe('3:07 PM');
    expect(formatTime(new Date(2024, 11, 3, 0, 30))).toBe('12:30 AM');
    expect(formatDateTime(new Date(2024, 11, 3, 9, 5))).toBe('Dec 03, 2024 at 9:05 AM');
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });
});

describe('dates in Spanish (issue 20)', () => {
  it('formats with the es-US locale and leaves English unchanged', () => {
    expect(formatDate('2024-12-03', 'es-US')).toMatch(/^03 dic\.? 2024$/);
    expect(formatDate('2024-12-03')).toBe('Dec 03, 2024');
    expect(formatDate('2024-12-03', 'en-US')).toBe('Dec 03, 2024');
  });
});

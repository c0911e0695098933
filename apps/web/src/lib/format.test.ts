import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatTime, formatUsd } from './format';

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

describe('money', () => {
  it('shows whole dollars without cents and other amounts with cents', () => {
    expect(formatUsd(500)).toBe('$500');
    expect(formatUsd(5000)).toBe('$5,000');
    expect(formatUsd(15.5)).toBe('$15.50');
  });

  it('reads integer cents', () => {
    expect(formatCents(48500)).toBe('$485');
    expect(formatCents(1999)).toBe('$19.99');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateAndTime, formatMessageTime } from './message-time';

describe('formatMessageTime', () => {
  const now = new Date(2024, 11, 3, 18, 0);
  it('shows the time alone for today and the date before it otherwise', () => {
    expect(formatMessageTime(new Date(2024, 11, 3, 15, 7).toISOString(), now)).toBe('3:07 PM');
    expect(formatMessageTime(new Date(2024, 11, 2, 9, 30).toISOString(), now)).toBe(
      'Dec 02, 2024 at 9:30 AM',
    );
  });

  it('writes Spanish dates and times the es-US way, joined as the catalog says', () => {
    const join = (date: string, time: string) => `${date}, ${time}`;
    const today = formatMessageTime(new Date(2024, 11, 3, 15, 7).toISOString(), now, 'es-US', join);
    expect(today).toMatch(/^3:07\sp\.\s?m\.$/);
    const older = formatMessageTime(new Date(2024, 11, 2, 9, 30).toISOString(), now, 'es-US', join);
    expect(older).toMatch(/^02 dic 2024, 9:30\sa\.\s?m\.$/);
  });

  it('gives nothing for an unreadable value', () => {
    expect(formatDateAndTime('not a date')).toBe('');
  });
});

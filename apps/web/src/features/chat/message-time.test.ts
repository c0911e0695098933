import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time';

describe('formatMessageTime', () => {
  const now = new Date(2024, 11, 3, 18, 0);
  it('shows the time alone for today and the date before it otherwise', () => {
    expect(formatMessageTime(new Date(2024, 11, 3, 15, 7).toISOString(), now)).toBe('3:07 PM');
    expect(formatMessageTime(new Date(2024, 11, 2, 9, 30).toISOString(), now)).toBe(
      'Dec 02, 2024 at 9:30 AM',
    );
  });
});

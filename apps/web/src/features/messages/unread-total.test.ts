import { describe, expect, it } from 'vitest';
import { unreadTotal } from './unread-total';

describe('unreadTotal', () => {
  it('adds unread Message Center messages and unread chat messages', () => {
    const inbox = [
      { id: 'a', status: 'unread' as const },
      { id: 'b', status: 'read' as const },
      { id: 'c', status: 'unread' as const },
    ];
    expect(unreadTotal(inbox, [{ unreadByUser: 2 }, { unreadByUser: 0 }])).toBe(4);
  });

  it('counts what is loaded, and nothing before anything is', () => {
    expect(unreadTotal(undefined, undefined)).toBe(0);
    expect(unreadTotal(undefined, [{ unreadByUser: 1 }])).toBe(1);
  });
});

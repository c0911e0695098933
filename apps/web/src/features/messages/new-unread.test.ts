import { describe, expect, it } from 'vitest';
import { newUnreadSince, unreadCount } from './new-unread';

const m = (id: string, status: 'unread' | 'read' = 'unread') => ({ id, status });

describe('unreadCount', () => {
  it('counts the unread ones', () => {
    expect(unreadCount([m('a'), m('b', 'read'), m('c')])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});

describe('newUnreadSince', () => {
  it('announces nothing on the first fetch', () => {
    expect(newUnreadSince(null, [m('a'), m('b')])).toEqual([]);
  });

  it('finds unread messages that were not there before', () => {
    const seen = new Set(['a', 'b']);
    expect(newUnreadSince(seen, [m('c'), m('d', 'read'), m('a'), m('b', 'read')])).toEqual([
      m('c'),
    ]);
  });

  it('treats the first messages after an empty inbox as new', () => {
    expect(newUnreadSince(new Set(), [m('a'), m('b')])).toHaveLength(2);
  });

  it('is not fooled by a known message turning read while a new one arrives', () => {
    // Same unread count before and after: a count comparison would miss the arrival.
    const seen = new Set(['a']);
    expect(newUnreadSince(seen, [m('b'), m('a', 'read')])).toEqual([m('b')]);
  });
});

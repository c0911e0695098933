import type { InboxMessage, Reply } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { previewOf, selectedMessage, withMessage, withReply } from './inbox-cache';

const message = (id: string, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  title: `Title ${id}`,
  content: 'Hello',
  type: 'system',
  priority: 'normal',
  status: 'unread',
  sentAt: '2024-12-03T15:07:00.000Z',
  readAt: null,
  applicationId: null,
  replies: [],
  ...overrides,
});
const reply: Reply = {
  id: 'r1',
  content: 'Thanks',
  sentBy: 'user',
  sentAt: '2024-12-04T10:00:00.000Z',
};

describe('withMessage', () => {
  it('replaces the message with the same id and keeps the order', () => {
    const read = message('b', { status: 'read', readAt: '2024-12-04T10:00:00.000Z' });
    expect(withMessage([message('a'), message('b')], read)).toEqual([message('a'), read]);
    expect(withMessage(undefined, read)).toBeUndefined();
  });
});

describe('withReply', () => {
  it('appends the reply to its message once', () => {
    const once = withReply([message('a'), message('b')], 'b', reply);
    expect(once?.[1]?.replies).toEqual([reply]);
    expect(once?.[0]?.replies).toEqual([]);
    expect(withReply(once, 'b', reply)?.[1]?.replies).toEqual([reply]);
  });
});

describe('selectedMessage', () => {
  const list = [message('a'), message('b')];
  it('picks the selected one, else the first', () => {
    expect(selectedMessage(list, 'b')?.id).toBe('b');
    expect(selectedMessage(list, null)?.id).toBe('a');
    expect(selectedMessage(list, 'gone')?.id).toBe('a');
    expect(selectedMessage([], null)).toBeUndefined();
  });
});

describe('previewOf', () => {
  it('keeps a short text on one line', () => {
    expect(previewOf('Your documents\n\nare  in.')).toBe('Your documents are in.');
  });

  it('cuts a long text at a word', () => {
    expect(previewOf('alpha beta gamma delta', 14)).toBe('alpha beta…');
  });

  it('cuts a long word where it must', () => {
    expect(previewOf('abcdefghijklmnop', 5)).toBe('abcde…');
  });
});

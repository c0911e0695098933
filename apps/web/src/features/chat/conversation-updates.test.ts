import { describe, expect, it } from 'vitest';
import {
  confirmPending,
  listWithMessage,
  listWithReceipt,
  withMessage,
  withReceipt,
} from './conversation-updates';
import { messageKey, pendingMessage, withoutMessage, withPending } from './optimistic-messages';
import { adminConversation, conversation, message, withMessages } from './testing/chat-fixtures';

const reply = message({
  id: 'm2',
  senderType: 'user',
  senderId: 'u1',
  content: 'When will I hear back?',
  createdAt: '2024-12-03T15:02:00.000Z',
});

describe('withMessage', () => {
  it('appends a new message with its activity and unread count', () => {
    const open = withMessages([message()]);
    const next = withMessage(open, reply);
    expect(next.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(next).toMatchObject({
      lastMessageAt: reply.createdAt,
      lastMessageBy: 'user',
      unreadByAdmin: 1,
      unreadByUser: 1,
    });
  });

  it('ignores a message it already shows, and one of another conversation', () => {
    const open = withMessages([message(), reply]);
    expect(withMessage(open, reply)).toBe(open);
    expect(withMessage(open, message({ id: 'x', conversationId: 'c2' }))).toBe(open);
  });

  it('keeps the oldest first when a late message arrives', () => {
    const early = message({ id: 'm0', createdAt: '2024-12-03T14:59:00.000Z' });
    const next = withMessage(withMessages([message(), reply]), early);
    expect(next.messages.map((m) => m.id)).toEqual(['m0', 'm1', 'm2']);
    expect(next.lastMessageAt).toBe(conversation.lastMessageAt);
  });

  it('puts a live message in place of its optimistic copy, keeping the copy key', () => {
    const pending = pendingMessage({
      conversationId: 'c1',
      content: 'We got your file.',
      senderType: 'admin',
      key: 3,
      now: new Date('2024-12-03T15:03:00.000Z'),
    });
    const open = withPending(withMessages([message()]), pending);
    const real = message({
      id: 'm9',
      content: 'We got your file.',
      createdAt: '2024-12-03T15:03:01.000Z',
    });
    const next = withMessage(open, real);
    expect(next.messages.map((m) => m.id)).toEqual(['m1', 'm9']);
    expect(next.messages.map(messageKey)).toEqual(['m1', 'pending:3']);
  });
});

describe('withReceipt', () => {
  it('marks the messages read and clears that side’s count', () => {
    const open = withMessages([message(), reply], { unreadByUser: 1, unreadByAdmin: 1 });
    const next = withReceipt(open, { messageIds: ['m1'], readAt: '2024-12-03T15:05:00.000Z' });
    expect(next.messages[0]).toMatchObject({ isRead: true, readAt: '2024-12-03T15:05:00.000Z' });
    expect(next.messages[1]).toBe(reply);
    expect(next).toMatchObject({ unreadByUser: 0, unreadByAdmin: 1 });
  });

  it('changes nothing for messages it does not hold or already read', () => {
    const open = withMessages([message({ isRead: true, readAt: 'x' })], { unreadByUser: 0 });
    expect(withReceipt(open, { messageIds: ['m1'], readAt: 'y' })).toBe(open);
    expect(withReceipt(open, { messageIds: ['other'], readAt: 'y' })).toBe(open);
  });
});

describe('optimistic send', () => {
  const pending = pendingMessage({
    conversationId: 'c1',
    content: 'Please upload your award letter.',
    senderType: 'admin',
    key: 1,
    now: new Date('2024-12-03T15:03:00.000Z'),
  });
  const real = message({
    id: 'm7',
    content: 'Please upload your award letter.',
    createdAt: '2024-12-03T15:03:00.500Z',
  });

  it('shows the copy at once and replaces it with the confirmed message', () => {
    const shown = withPending(withMessages([message()]), pending);
    expect(shown.messages.at(-1)).toMatchObject({ id: 'pending:1', content: pending.content });
    const confirmed = confirmPending(shown, pending.id, real);
    expect(confirmed.messages.map((m) => m.id)).toEqual(['m1', 'm7']);
    expect(confirmed.messages.map(messageKey)).toEqual(['m1', 'pending:1']);
    expect(confirmed.unreadByUser).toBe(2);
  });

  it('keeps one copy when the live event came before the answer', () => {
    const live = withMessage(withPending(withMessages([message()]), pending), real);
    const confirmed = confirmPending(live, pending.id, real);
    expect(confirmed.messages.map((m) => m.id)).toEqual(['m1', 'm7']);
    expect(confirmed.unreadByUser).toBe(2);
  });

  it('rolls the copy back on failure', () => {
    const shown = withPending(withMessages([message()]), pending);
    const rolledBack = withoutMessage(shown, pending.id);
    expect(rolledBack.messages.map((m) => m.id)).toEqual(['m1']);
    expect(withoutMessage(rolledBack, pending.id)).toBe(rolledBack);
  });
});

describe('lists', () => {
  it('updates the entry of a known conversation', () => {
    const list = [adminConversation({ unreadByAdmin: 0 })];
    const next = listWithMessage(list, reply);
    expect(next?.[0]).toMatchObject({
      unreadByAdmin: 1,
      lastMessage: reply,
      lastMessageBy: 'user',
    });
  });

  it('asks for the list again when the conversation is new', () => {
    expect(listWithMessage([conversation], message({ conversationId: 'c2' }))).toBeNull();
  });

  it('does not count twice a message the list already had', () => {
    const list = [conversation];
    expect(listWithMessage(list, message())).toBe(list);
  });

  it('clears the count and marks the preview read on a receipt', () => {
    const list = [adminConversation({ unreadByAdmin: 2, lastMessage: reply })];
    const next = listWithReceipt(list, 'c1', 'user', { messageIds: ['m2'], readAt: 'r' });
    expect(next[0]).toMatchObject({
      unreadByAdmin: 0,
      lastMessage: { id: 'm2', isRead: true, readAt: 'r' },
    });
    expect(listWithReceipt(next, 'c1', 'user', { messageIds: ['m2'], readAt: 'r' })).toBe(next);
  });
});

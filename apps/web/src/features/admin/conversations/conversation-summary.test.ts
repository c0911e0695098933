import { describe, expect, it } from 'vitest';
import { adminConversation, message } from '../../chat/testing/chat-fixtures';
import { lastMessageLine, messagePreview, unreadText } from './conversation-summary';

describe('messagePreview', () => {
  it('puts the message on one line', () => {
    expect(messagePreview('Hello\n\n  there')).toBe('Hello there');
  });

  it('cuts a long message at a word', () => {
    expect(messagePreview('one two three four', 12)).toBe('one two…');
    expect(messagePreview('x'.repeat(20), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('lastMessageLine', () => {
  it('says who wrote the last message, with its title', () => {
    expect(lastMessageLine(adminConversation())).toBe('Support Team: Hello, how can we help?');
    expect(
      lastMessageLine(
        adminConversation({ lastMessage: message({ senderType: 'user', content: 'Thanks!' }) }),
      ),
    ).toBe('Rosa Diaz: Thanks!');
    expect(
      lastMessageLine(adminConversation({ lastMessage: message({ title: 'Documents' }) })),
    ).toBe('Support Team: Documents — Hello, how can we help?');
    expect(lastMessageLine(adminConversation({ lastMessage: null }))).toBe('No messages yet');
  });
});

describe('unreadText', () => {
  it('counts in words, and is empty when all is read', () => {
    expect(unreadText({ unreadByAdmin: 3 })).toBe('3 unread');
    expect(unreadText({ unreadByAdmin: 0 })).toBeNull();
  });
});

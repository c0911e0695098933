import { describe, expect, it } from 'vitest';
import { mergeTimeline, replyConversationId, replySubject } from './chat-timeline';
import { conversation, message, withMessages } from './testing/chat-fixtures';

const own = withMessages(
  [
    message({ id: 'a1', createdAt: '2024-12-03T10:00:00.000Z', senderType: 'user' }),
    message({ id: 'a2', createdAt: '2024-12-03T12:00:00.000Z' }),
  ],
  { id: 'c1', title: 'Support' },
);
const general = withMessages(
  [message({ id: 'g1', conversationId: 'g', createdAt: '2024-12-03T11:00:00.000Z' })],
  { id: 'g', applicationId: null, title: 'Message: Documents' },
);

describe('mergeTimeline', () => {
  it('puts every conversation in one time line, oldest first, each message with its subject', () => {
    expect(mergeTimeline([general, own]).map(({ message: m, subject }) => [m.id, subject])).toEqual(
      [
        ['a1', 'Support'],
        ['g1', 'Message: Documents'],
        ['a2', 'Support'],
      ],
    );
  });

  it('names no subject when there is only one conversation', () => {
    expect(mergeTimeline([own]).map((item) => item.subject)).toEqual([null, null]);
  });

  it('orders messages of the same instant by id and shows a message cached twice once', () => {
    const same = '2024-12-03T10:00:00.000Z';
    const one = withMessages([message({ id: 'b', createdAt: same })]);
    const two = withMessages(
      [message({ id: 'a', createdAt: same }), message({ id: 'b', createdAt: same })],
      {
        id: 'x',
      },
    );
    expect(mergeTimeline([one, two]).map((item) => item.message.id)).toEqual(['a', 'b']);
  });

  it('is empty without conversations', () => {
    expect(mergeTimeline([])).toEqual([]);
  });
});

describe('replyConversationId', () => {
  const list = [general, own];

  it('answers the conversation of the latest staff message', () => {
    expect(replyConversationId(list, mergeTimeline(list), 'app-1')).toBe('c1');
    const later = withMessages(
      [message({ id: 'g2', conversationId: 'g', createdAt: '2024-12-03T13:00:00.000Z' })],
      { id: 'g', applicationId: null, title: 'Message: Documents' },
    );
    expect(replyConversationId(list, mergeTimeline([later, own]), 'app-1')).toBe('g');
  });

  it('without staff messages, answers the application’s conversation, else the most recent', () => {
    const quiet = { ...own, messages: [] };
    const quietGeneral = { ...general, messages: [] };
    expect(replyConversationId([quietGeneral, quiet], [], 'app-1')).toBe('c1');
    expect(replyConversationId([quietGeneral], [], 'app-1')).toBe('g');
    expect(replyConversationId([], [], 'app-1')).toBeNull();
  });
});

describe('replySubject', () => {
  it('names the conversation a reply goes to only when there are several', () => {
    expect(replySubject([general, own], 'g')).toBe('Message: Documents');
    expect(replySubject([conversation], 'c1')).toBeNull();
  });
});

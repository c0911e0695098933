import { describe, expect, it } from 'vitest';
import { conversationsForApplication } from './pick-conversation';
import { conversation } from './testing/chat-fixtures';

const about = { ...conversation, id: 'a', lastMessageAt: '2024-12-03T10:00:00.000Z' };
const general = {
  ...conversation,
  id: 'g',
  applicationId: null,
  title: 'Message: Documents',
  lastMessageAt: '2024-12-04T10:00:00.000Z',
};
const other = {
  ...conversation,
  id: 'o',
  applicationId: 'app-2',
  lastMessageAt: '2024-12-05T10:00:00.000Z',
};
const quiet = {
  ...conversation,
  id: 'q',
  lastMessageAt: null,
  createdAt: '2024-12-01T10:00:00.000Z',
};

describe('conversationsForApplication', () => {
  it('keeps this application’s and general conversations, most recent first', () => {
    expect(
      conversationsForApplication([about, other, quiet, general], 'app-1').map((c) => c.id),
    ).toEqual(['g', 'a', 'q']);
  });
});

import type { AdminConversation, Conversation, ConversationWithMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { trpcOptions as trpc } from '../../lib/trpc';
import { applyLiveEvent } from './apply-live-event';
import { adminConversation, conversation, message, withMessages } from './testing/chat-fixtures';

const openKey = trpc.conversations.get.queryKey({ id: 'c1', includeAll: true });
const mineKey = trpc.conversations.mine.queryKey();
const adminKey = trpc.admin.conversations.list.queryKey({ limit: 20, offset: 0 });

function cache() {
  const queryClient = createQueryClient();
  queryClient.setQueryData<ConversationWithMessages>(openKey, withMessages([message()]));
  queryClient.setQueryData<Conversation[]>(mineKey, [conversation]);
  queryClient.setQueryData(adminKey, { items: [adminConversation()], total: 1 });
  return {
    queryClient,
    open: () => queryClient.getQueryData<ConversationWithMessages>(openKey),
    mine: () => queryClient.getQueryData<Conversation[]>(mineKey),
    admin: () => queryClient.getQueryData<{ items: AdminConversation[] }>(adminKey),
  };
}

const staffReply = message({
  id: 'm2',
  content: 'Your funds are on the way.',
  createdAt: '2024-12-03T15:04:00.000Z',
});

describe('applyLiveEvent', () => {
  it('adds a new message to the open conversation and the lists, once', () => {
    const { queryClient, open, mine, admin } = cache();
    const event = { type: 'new_message', conversationId: 'c1', message: staffReply } as const;
    expect(applyLiveEvent(queryClient, event)).toEqual({ isNew: true });
    expect(open()?.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(mine()?.[0]).toMatchObject({ unreadByUser: 2, lastMessageAt: staffReply.createdAt });
    expect(admin()?.items[0]).toMatchObject({ lastMessage: staffReply, unreadByUser: 2 });

    const before = open();
    expect(applyLiveEvent(queryClient, event)).toEqual({ isNew: false });
    expect(open()).toBe(before);
    expect(mine()?.[0]?.unreadByUser).toBe(2);
  });

  it("takes the server's unread counters from the event instead of counting", () => {
    const { queryClient, open, mine, admin } = cache();
    // Already shown in this tab (our own send): no local count, yet the server's stands.
    applyLiveEvent(queryClient, {
      type: 'new_message',
      conversationId: 'c1',
      message: message(),
      unreadByAdmin: 7,
      unreadByUser: 0,
    });
    expect(open()).toMatchObject({ unreadByAdmin: 7, unreadByUser: 0 });
    expect(mine()?.[0]).toMatchObject({ unreadByAdmin: 7, unreadByUser: 0 });
    expect(admin()?.items[0]).toMatchObject({ unreadByAdmin: 7, unreadByUser: 0 });
  });

  it('fetches a list again when a message opens a conversation it does not know', () => {
    const { queryClient } = cache();
    applyLiveEvent(queryClient, {
      type: 'new_message',
      conversationId: 'c2',
      message: message({ id: 'n1', conversationId: 'c2' }),
    });
    expect(queryClient.getQueryState(mineKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(openKey)?.isInvalidated).toBe(false);
  });

  it('marks messages read and clears the reader’s count on a receipt', () => {
    const { queryClient, open, mine, admin } = cache();
    applyLiveEvent(queryClient, {
      type: 'read_receipt',
      conversationId: 'c1',
      messageIds: ['m1'],
      readAt: '2024-12-03T15:06:00.000Z',
    });
    expect(open()?.messages[0]).toMatchObject({ isRead: true, readAt: '2024-12-03T15:06:00.000Z' });
    expect(mine()?.[0]?.unreadByUser).toBe(0);
    expect(admin()?.items[0]).toMatchObject({ unreadByUser: 0, lastMessage: { isRead: true } });
    expect(queryClient.getQueryState(mineKey)?.isInvalidated).toBe(false);
  });

  it('fetches the lists again when a receipt names messages it has never seen', () => {
    const { queryClient, mine } = cache();
    applyLiveEvent(queryClient, {
      type: 'read_receipt',
      conversationId: 'c9',
      messageIds: ['zz'],
      readAt: 'r',
    });
    expect(mine()?.[0]?.unreadByUser).toBe(1);
    expect(queryClient.getQueryState(mineKey)?.isInvalidated).toBe(true);
  });
});

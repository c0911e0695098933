import type {
  AdminConversation,
  Conversation,
  ConversationMessage,
  ConversationWithMessages,
  LiveEvent,
  SenderType,
} from '@advance/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  staffConversationsKey as adminListKey,
  conversationKey,
  myConversationsKey as myListKey,
} from './chat-query-keys';
import {
  listWithMessage,
  listWithReceipt,
  type ReadReceipt,
  receiptSide,
  type UnreadCounters,
  withCounters,
  withMessage,
  withReceipt,
} from './conversation-updates';

interface AdminConversationPage {
  items: AdminConversation[];
  total: number;
}

/** Cached copies of one conversation, with their messages. */
function cachedConversations(queryClient: QueryClient, id: string): ConversationWithMessages[] {
  return queryClient
    .getQueriesData<ConversationWithMessages>({ queryKey: conversationKey(id) })
    .flatMap(([, data]) => (data ? [data] : []));
}

/** True when some cached copy of the conversation already shows the message. */
const alreadyShown = (queryClient: QueryClient, message: ConversationMessage) =>
  cachedConversations(queryClient, message.conversationId).some((c) =>
    c.messages.some((m) => m.id === message.id),
  );

/**
 * Applies a message to the cache: the open conversation gains it (once), list entries get
 * their new activity and unread count; a list that does not know the conversation (a new
 * one) is fetched again.
 */
export function applyNewMessage(queryClient: QueryClient, message: ConversationMessage): void {
  queryClient.setQueriesData<ConversationWithMessages>(
    { queryKey: conversationKey(message.conversationId) },
    (data) => (data ? withMessage(data, message) : data),
  );
  let unknown = false;
  queryClient.setQueriesData<Conversation[]>({ queryKey: myListKey() }, (list) => {
    if (!list) return list;
    const next = listWithMessage(list, message);
    if (next === null) unknown = true;
    return next ?? list;
  });
  if (unknown) void queryClient.invalidateQueries({ queryKey: myListKey() });

  unknown = false;
  queryClient.setQueriesData<AdminConversationPage>({ queryKey: adminListKey() }, (page) => {
    if (!page) return page;
    const items = listWithMessage(page.items, message);
    if (items === null) unknown = true;
    return items === null || items === page.items ? page : { ...page, items };
  });
  if (unknown) void queryClient.invalidateQueries({ queryKey: adminListKey() });
}

/** The server's unread counters for one conversation, into every cached copy of it. */
function applyCounters(queryClient: QueryClient, conversationId: string, counters: UnreadCounters) {
  queryClient.setQueriesData<ConversationWithMessages>(
    { queryKey: conversationKey(conversationId) },
    (data) => (data ? withCounters(data, conversationId, counters) : data),
  );
  queryClient.setQueriesData<Conversation[]>({ queryKey: myListKey() }, (list) => {
    if (!list) return list;
    const next = list.map((c) => withCounters(c, conversationId, counters));
    return next.every((c, i) => c === list[i]) ? list : next;
  });
  queryClient.setQueriesData<AdminConversationPage>({ queryKey: adminListKey() }, (page) => {
    if (!page) return page;
    const items = page.items.map((c) => withCounters(c, conversationId, counters));
    return items.every((c, i) => c === page.items[i]) ? page : { ...page, items };
  });
}

/** Whose messages a receipt covers, from any cached copy of the conversation or list preview. */
function sideOf(
  queryClient: QueryClient,
  conversationId: string,
  receipt: ReadReceipt,
): SenderType | null {
  const known = [
    ...cachedConversations(queryClient, conversationId).flatMap((c) => c.messages),
    ...queryClient
      .getQueriesData<AdminConversationPage>({ queryKey: adminListKey() })
      .flatMap(([, page]) => page?.items ?? [])
      .flatMap((c) => (c.id === conversationId && c.lastMessage ? [c.lastMessage] : [])),
  ];
  return receiptSide(known, receipt);
}

/** Applies a read receipt: the messages show as read, the reader's unread count is 0. */
export function applyReadReceipt(
  queryClient: QueryClient,
  conversationId: string,
  receipt: ReadReceipt,
): void {
  // Nothing was unread (markRead answers so when there was nothing to do).
  if (receipt.messageIds.length === 0) return;
  const side = sideOf(queryClient, conversationId, receipt);
  queryClient.setQueriesData<ConversationWithMessages>(
    { queryKey: conversationKey(conversationId) },
    (data) => (data ? withReceipt(data, receipt) : data),
  );
  if (side === null) {
    // None of the messages is cached: which counter to clear is unknown, so ask again.
    void queryClient.invalidateQueries({ queryKey: myListKey() });
    void queryClient.invalidateQueries({ queryKey: adminListKey() });
    return;
  }
  queryClient.setQueriesData<Conversation[]>({ queryKey: myListKey() }, (list) =>
    list ? listWithReceipt(list, conversationId, side, receipt) : list,
  );
  queryClient.setQueriesData<AdminConversationPage>({ queryKey: adminListKey() }, (page) => {
    if (!page) return page;
    const items = listWithReceipt(page.items, conversationId, side, receipt);
    return items === page.items ? page : { ...page, items };
  });
}

/**
 * One live event into the cache. Returns whether it brought something new to this tab: a
 * message not yet shown (the toast for customers depends on it).
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): { isNew: boolean } {
  if (event.type === 'new_message') {
    const isNew = !alreadyShown(queryClient, event.message);
    applyNewMessage(queryClient, event.message);
    // Events journaled before the server sent counters have none: the local count stands.
    const { unreadByAdmin, unreadByUser } = event;
    if (unreadByAdmin !== undefined && unreadByUser !== undefined)
      applyCounters(queryClient, event.conversationId, { unreadByAdmin, unreadByUser });
    return { isNew };
  }
  applyReadReceipt(queryClient, event.conversationId, event);
  return { isNew: false };
}

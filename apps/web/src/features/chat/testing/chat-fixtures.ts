import type {
  AdminConversation,
  Conversation,
  ConversationMessage,
  ConversationWithMessages,
} from '@advance/contracts';

/** Test data for chat: a customer's conversation with staff. */
export const conversation: Conversation = {
  id: 'c1',
  userId: 'u1',
  applicationId: 'app-1',
  title: 'Support',
  lastMessageAt: '2024-12-03T15:01:00.000Z',
  lastMessageBy: 'admin',
  unreadByAdmin: 0,
  unreadByUser: 1,
  createdAt: '2024-12-03T15:00:00.000Z',
};

export function message(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    content: 'Hello, how can we help?',
    senderType: 'admin',
    senderId: 'staff-1',
    createdAt: '2024-12-03T15:01:00.000Z',
    isRead: false,
    readAt: null,
    title: null,
    type: null,
    ...overrides,
  };
}

export function withMessages(
  messages: ConversationMessage[],
  overrides: Partial<Conversation> = {},
): ConversationWithMessages {
  return { ...conversation, ...overrides, messages };
}

export function adminConversation(overrides: Partial<AdminConversation> = {}): AdminConversation {
  return {
    ...conversation,
    user: { id: 'u1', email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Diaz' },
    lastMessage: message(),
    ...overrides,
  };
}

import type { Conversation } from '@advance/contracts';

const lastActivity = (c: Conversation) => c.lastMessageAt ?? c.createdAt;

/**
 * The conversations an application card's chat can show: the ones about this application
 * (review messages land there) and general ones (staff start those from the Users tab),
 * most recent activity first. Other applications' conversations stay on their own cards.
 */
export function conversationsForApplication(
  conversations: readonly Conversation[],
  applicationId: string,
): Conversation[] {
  return conversations
    .filter((c) => c.applicationId === applicationId || c.applicationId === null)
    .sort((a, b) => lastActivity(b).localeCompare(lastActivity(a)) || b.id.localeCompare(a.id));
}

/** The one shown: the reader's choice while it exists, otherwise the most recent. */
export function currentConversation(
  conversations: readonly Conversation[],
  chosenId: string | null,
): Conversation | undefined {
  return conversations.find((c) => c.id === chosenId) ?? conversations[0];
}

/** How a conversation is named in the picker: its title, and what is unread in it. */
export function conversationOptionLabel(conversation: Conversation): string {
  return conversation.unreadByUser > 0
    ? `${conversation.title} (${conversation.unreadByUser} unread)`
    : conversation.title;
}

import type { Conversation } from '@advance/contracts';

const lastActivity = (c: Conversation) => c.lastMessageAt ?? c.createdAt;

/**
 * The conversations an application card's chat can show: the ones about this application
 * (review messages land there) and general ones (staff start those from the Users tab),
 * most recent activity first (issue 20: all shown in one time line). Other applications'
 * conversations stay on their own cards.
 */
export function conversationsForApplication(
  conversations: readonly Conversation[],
  applicationId: string | null,
): Conversation[] {
  return conversations
    .filter((c) => c.applicationId === applicationId || c.applicationId === null)
    .sort((a, b) => lastActivity(b).localeCompare(lastActivity(a)) || b.id.localeCompare(a.id));
}

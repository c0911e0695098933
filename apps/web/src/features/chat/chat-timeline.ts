import type {
  Conversation,
  ConversationMessage,
  ConversationWithMessages,
} from '@advance/contracts';

/** A message of the card's one time line, with the conversation (subject) it belongs to. */
export interface TimelineMessage {
  message: ConversationMessage;
  /** The conversation's title, or null when the time line has only one conversation. */
  subject: string | null;
}

const byTime = (a: ConversationMessage, b: ConversationMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * Issue 20: every conversation of an application card in ONE time line, oldest first (the
 * newest at the bottom, where the reply box is). With several conversations each message
 * names its subject, so a staff message started from the Users tab no longer hides the
 * applicant's earlier thread. A message cached twice (live event and refetch) shows once.
 */
export function mergeTimeline(
  conversations: readonly ConversationWithMessages[],
): TimelineMessage[] {
  const several = conversations.length > 1;
  const seen = new Set<string>();
  const merged: TimelineMessage[] = [];
  for (const conversation of conversations) {
    for (const message of conversation.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      merged.push({ message, subject: several ? conversation.title : null });
    }
  }
  return merged.sort((a, b) => byTime(a.message, b.message));
}

/**
 * Where the customer's reply goes: the conversation of the latest staff message (the one
 * they are most likely answering); without staff messages, the application's own
 * conversation; else the most recent one. `conversations` is most recent activity first.
 */
export function replyConversationId(
  conversations: readonly Conversation[],
  timeline: readonly TimelineMessage[],
  applicationId: string | null,
): string | null {
  const known = new Set(conversations.map((c) => c.id));
  const latestStaff = timeline.findLast(
    ({ message }) => message.senderType === 'admin' && known.has(message.conversationId),
  );
  if (latestStaff) return latestStaff.message.conversationId;
  const own = conversations.find((c) => c.applicationId === applicationId);
  return own?.id ?? conversations[0]?.id ?? null;
}

/** The title of the conversation a reply goes to, said next to the box when there are several. */
export function replySubject(
  conversations: readonly Conversation[],
  replyId: string | null,
): string | null {
  if (conversations.length < 2) return null;
  return conversations.find((c) => c.id === replyId)?.title ?? null;
}

import type {
  AdminMessage,
  InboxMessage,
  MessagePriority,
  MessageType,
  Reply,
} from '@advance/contracts';
import type {
  AdminMessageRow,
  BroadcastForRecipient,
  MessageReplyRow,
  MessageRow,
} from '@advance/db';

/** A customer's Message Center entry before its replies: a direct message or a broadcast. */
export type InboxEntry =
  | { kind: 'direct'; row: MessageRow }
  | { kind: 'broadcast'; row: BroadcastForRecipient };

export const toReply = (row: MessageReplyRow): Reply => ({
  id: row.id,
  content: row.content,
  sentBy: row.sentBy,
  sentAt: row.sentAt.toISOString(),
});

/** Which thread a reply belongs to, in the customer's view (their thread of each message). */
export const threadKeyOf = (row: Pick<MessageReplyRow, 'messageId' | 'broadcastId'>): string =>
  row.messageId ? `m:${row.messageId}` : `b:${row.broadcastId}`;

const entryKey = (entry: InboxEntry): string =>
  entry.kind === 'direct' ? `m:${entry.row.id}` : `b:${entry.row.id}`;

/** Newest first; equal times by id, so the order is stable. */
export const byNewest = (a: InboxEntry, b: InboxEntry): number =>
  b.row.sentAt.getTime() - a.row.sentAt.getTime() || (a.row.id < b.row.id ? 1 : -1);

/** Broadcasts are system messages; their read state is the customer's own receipt. */
export function toInboxMessage(entry: InboxEntry, replies: Reply[]): InboxMessage {
  const { row } = entry;
  const readAt = row.readAt ? row.readAt.toISOString() : null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: entry.kind === 'direct' ? entry.row.type : 'system',
    priority: row.priority as MessagePriority,
    status: entry.kind === 'direct' ? entry.row.status : readAt ? 'read' : 'unread',
    sentAt: row.sentAt.toISOString(),
    readAt,
    applicationId: entry.kind === 'direct' ? entry.row.applicationId : null,
    replies,
  };
}

/** Puts each reply under its message (replies arrive oldest first and stay so). */
export function withReplies(entries: InboxEntry[], replies: MessageReplyRow[]): InboxMessage[] {
  const threads = new Map<string, Reply[]>();
  for (const reply of replies) {
    const key = threadKeyOf(reply);
    const thread = threads.get(key);
    if (thread) thread.push(toReply(reply));
    else threads.set(key, [toReply(reply)]);
  }
  return entries.map((entry) => toInboxMessage(entry, threads.get(entryKey(entry)) ?? []));
}

const fullName = (first: string | null, last: string | null): string | null =>
  [first, last].filter(Boolean).join(' ') || null;

/** The staff view: sender, recipient (null for broadcasts), Sent/Read, counts. */
export function toAdminMessage(row: AdminMessageRow): AdminMessage {
  const readCount = row.kind === 'broadcast' ? (row.readCount ?? 0) : null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    type: row.type as MessageType,
    priority: row.priority as MessagePriority,
    status: row.kind === 'broadcast' ? (readCount ? 'read' : 'unread') : (row.status ?? 'unread'),
    sentAt: row.sentAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    senderName: fullName(row.senderFirstName, row.senderLastName),
    senderEmail: row.senderEmail,
    recipient:
      row.kind === 'direct' && row.recipientId
        ? {
            id: row.recipientId,
            email: row.recipientEmail ?? '',
            firstName: row.recipientFirstName,
            lastName: row.recipientLastName,
          }
        : null,
    readCount,
    replyCount: row.replyCount,
  };
}

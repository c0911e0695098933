import { z } from 'zod';
import { userRefSchema } from './auth';
import { broadcastAudienceSchema } from './broadcast-audience';
import { chatContentSchema, idempotencyKeySchema, messageTitleSchema } from './chat';
import { text } from './fields';
import { messageCenterMessages } from './messages';

/** Spec part 9. */
export const messageTypes = [
  'system',
  'approved',
  'under_review',
  'action_required',
  'other',
] as const;
export type MessageType = (typeof messageTypes)[number];
export const messagePriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type MessagePriority = (typeof messagePriorities)[number];
export const messageStatuses = ['unread', 'read'] as const;
/** Spec part 3, Reply: sentBy user or support. */
export const replySenders = ['user', 'support'] as const;

export const replySchema = z.object({
  id: text(),
  content: text(),
  sentBy: z.enum(replySenders),
  sentAt: text(),
});
export type Reply = z.infer<typeof replySchema>;

/** A message in the customer's Message Center. Broadcasts appear here like direct messages. */
export const inboxMessageSchema = z.object({
  id: text(),
  title: text(),
  content: text(),
  type: z.enum(messageTypes),
  priority: z.enum(messagePriorities),
  status: z.enum(messageStatuses),
  sentAt: text(),
  readAt: text().nullable(),
  /** The application a message is about (a review's message), where documents for it go. */
  applicationId: text().nullable(),
  replies: z.array(replySchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

const inboxFields = inboxMessageSchema.shape;

/**
 * Staff view (spec part 3): adds sender, priority and Sent/Read with read time. The keys
 * are in the order the server writes them (the answer is validated against this schema,
 * and a zod object answers in its own key order).
 */
export const adminMessageSchema = z.object({
  id: inboxFields.id,
  kind: z.enum(['direct', 'broadcast']),
  title: inboxFields.title,
  content: inboxFields.content,
  type: inboxFields.type,
  priority: inboxFields.priority,
  status: inboxFields.status,
  sentAt: inboxFields.sentAt,
  readAt: inboxFields.readAt,
  senderName: text().nullable(),
  senderEmail: text().nullable(),
  recipient: userRefSchema.nullable(),
  /** Broadcasts: how many customers have opened it. */
  readCount: z.number().nullable(),
  replyCount: z.number(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** The staff Messages tab: direct messages and broadcasts together, newest first. */
export const adminMessagesPageSchema = z.object({
  items: z.array(adminMessageSchema),
  total: z.number(),
});

/** One customer's reply thread of a message (a broadcast has one per customer who wrote back). */
export const messageThreadSchema = z.object({
  user: userRefSchema,
  replies: z.array(replySchema),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** The staff Message Details dialog: the message and its reply threads. */
export const adminMessageDetailsSchema = z.object({
  message: adminMessageSchema,
  threads: z.array(messageThreadSchema),
});

export const replyInputSchema = z.object({
  messageId: text().max(100),
  content: text({ error: messageCenterMessages.replyRequired })
    .trim()
    .min(1, { error: messageCenterMessages.replyRequired })
    .pipe(chatContentSchema),
  idempotencyKey: idempotencyKeySchema.optional(),
});

export const broadcastInputSchema = z.object({
  title: messageTitleSchema,
  content: chatContentSchema,
  priority: z.enum(messagePriorities).default('normal'),
  /** Issue 19: only applicants whose latest application has this status; absent: everyone. */
  audience: broadcastAudienceSchema.optional(),
});
export type BroadcastInput = z.infer<typeof broadcastInputSchema>;

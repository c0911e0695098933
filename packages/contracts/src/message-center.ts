import { z } from 'zod';
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

/** Staff view (spec part 3): adds sender, priority and Sent/Read with read time. */
export const adminMessageSchema = inboxMessageSchema
  .omit({ replies: true, applicationId: true })
  .extend({
    kind: z.enum(['direct', 'broadcast']),
    senderName: text().nullable(),
    senderEmail: text().nullable(),
    recipient: z
      .object({
        id: text(),
        email: text(),
        firstName: text().nullable(),
        lastName: text().nullable(),
      })
      .nullable(),
    /** Broadcasts: how many customers have opened it. */
    readCount: z.number().nullable(),
    replyCount: z.number(),
  });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

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

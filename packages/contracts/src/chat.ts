import { z } from 'zod';
import { userRefSchema } from './auth';
import { text } from './fields';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
} from './limits';
import { chatMessages, validationMessages } from './messages';

/** Spec part 3: who wrote a conversation message. */
export const senderTypes = ['user', 'admin'] as const;
export type SenderType = (typeof senderTypes)[number];
/** `application` marks an Application Review message (spec part 2: the Application Review tag). */
export const conversationMessageTypes = ['application'] as const;

/** Spec part 5: blank after trimming is empty; trimmed before sending. */
export const chatContentSchema = text({ error: chatMessages.contentRequired })
  .trim()
  .min(1, { error: chatMessages.contentRequired })
  .max(CHAT_MESSAGE_MAX_LENGTH, { error: validationMessages.tooLong });

export const messageTitleSchema = text({ error: chatMessages.titleRequired })
  .trim()
  .min(1, { error: chatMessages.titleRequired })
  .max(MESSAGE_TITLE_MAX_LENGTH, { error: validationMessages.tooLong });

export const conversationMessageSchema = z.object({
  id: text(),
  conversationId: text(),
  content: text(),
  senderType: z.enum(senderTypes),
  senderId: text().nullable(),
  createdAt: text(),
  isRead: z.boolean(),
  readAt: text().nullable(),
  /** Shown bold above the content (staff messages sent with a title). */
  title: text().nullable(),
  type: z.enum(conversationMessageTypes).nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  id: text(),
  userId: text(),
  applicationId: text().nullable(),
  title: text(),
  lastMessageAt: text().nullable(),
  lastMessageBy: z.enum(senderTypes).nullable(),
  unreadByAdmin: z.number(),
  unreadByUser: z.number(),
  createdAt: text(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationWithMessagesSchema = conversationSchema.extend({
  messages: z.array(conversationMessageSchema),
});
export type ConversationWithMessages = z.infer<typeof conversationWithMessagesSchema>;

/** The staff Messages tab: every conversation with its customer and last message. */
export const adminConversationSchema = conversationSchema.extend({
  user: userRefSchema,
  lastMessage: conversationMessageSchema.nullable(),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const adminConversationsPageSchema = z.object({
  items: z.array(adminConversationSchema),
  total: z.number(),
});

export const getConversationInputSchema = z.object({
  id: text().max(100),
  /** Spec: `?includeAll=true` returns every message; otherwise the latest 100. */
  includeAll: z.boolean().optional(),
});

/**
 * A client's name for one write it may send again after a lost answer (docs/architecture.md §5,
 * docs/decisions/012): the same key from the same sender returns the first result.
 */
export const idempotencyKeySchema = text().trim().min(8).max(IDEMPOTENCY_KEY_MAX_LENGTH);

export const sendChatMessageInputSchema = z.object({
  conversationId: text().max(100),
  content: chatContentSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
});

export const markReadInputSchema = z.object({ conversationId: text().max(100) });

/**
 * What marking a conversation read answers (and a live read receipt says): the messages
 * this call marked read, oldest first (empty when nothing was unread), and when.
 */
export const readReceiptSchema = z.object({
  messageIds: z.array(text()),
  readAt: text(),
});
export type ReadReceipt = z.infer<typeof readReceiptSchema>;

/** Spec part 7: POST /api/admin/conversations (the Send Message dialog). */
export const adminStartConversationInputSchema = z.object({
  userId: text().max(100),
  applicationId: text().max(100).optional().nullable(),
  title: messageTitleSchema,
  /** The first message; the dialog sends it with the title shown bold above it. */
  content: chatContentSchema.optional(),
});

/** Prefix of conversations staff start from the Send Message dialog (spec part 7). */
export const STAFF_CONVERSATION_TITLE_PREFIX = 'Message: ';
export const SUPPORT_CONVERSATION_TITLE = 'Support';

/** What the live channel carries (decision 009; docs/architecture.md §3, "A chat message"), in both the tRPC and the /ws form. */
export type LiveEvent =
  | {
      type: 'new_message';
      conversationId: string;
      message: ConversationMessage;
      /**
       * The conversation's unread counters once the message was stored, so a client sets
       * them instead of counting. Absent on events journaled before they were sent.
       */
      unreadByAdmin?: number;
      unreadByUser?: number;
    }
  | { type: 'read_receipt'; conversationId: string; messageIds: string[]; readAt: string };

/** The /ws adapter's client message (spec part 7, Live channel). */
export const wsClientMessageSchema = z.object({
  type: z.literal('authenticate'),
  userId: text().max(100),
  /** Resume after a reconnect: the last `eventId` this client received. */
  lastEventId: text()
    .regex(/^\d{1,15}$/)
    .nullish(),
});

import { adminStartConversationInputSchema, chatContentSchema } from '@advance/contracts';
import type { z } from 'zod';

/**
 * The Send Message dialog: title and message, both required (spec part 5). The rules and
 * texts are the API's own; only the message, optional for the API, is required here.
 */
export const sendMessageSchema = adminStartConversationInputSchema
  .pick({ title: true })
  .extend({ content: chatContentSchema });

export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type SendMessageValues = z.input<typeof sendMessageSchema>;

export const emptySendMessage: SendMessageValues = { title: '', content: '' };

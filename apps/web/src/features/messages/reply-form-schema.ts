import { replyInputSchema } from '@advance/contracts';
import type { z } from 'zod';

/**
 * The reply form checks its one field with the contracts rule the server applies (trimmed,
 * required with "Please enter a reply", at most the chat length), so the texts exist once.
 */
export const replyFormSchema = replyInputSchema.pick({ content: true });
export type ReplyFormValues = z.input<typeof replyFormSchema>;
export type ReplyFormOutput = z.output<typeof replyFormSchema>;

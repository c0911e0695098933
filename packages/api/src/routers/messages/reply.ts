import { idSchema, replyInputSchema, replySchema } from '@advance/contracts';
import { replyToMessage } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** The reply form; staff replying to a broadcast name the customer's thread (`userId`). */
export const messageReplyInputSchema = replyInputSchema.extend({
  userId: idSchema.optional(),
});

/**
 * POST /api/messages/{id}/replies: customers reply to their own messages (sentBy user);
 * staff may reply to any direct message, or to a customer's broadcast thread (sentBy support).
 */
export const reply = authedProcedure
  .input(messageReplyInputSchema)
  .output(replySchema)
  .mutation(({ ctx, input }) => replyToMessage(ctx.deps, ctx.user, input));

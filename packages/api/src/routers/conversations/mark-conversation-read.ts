import { markReadInputSchema, readReceiptSchema } from '@advance/contracts';
import { markConversationRead as markRead } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** POST /api/conversations/{id}/mark-read: the caller's side has read the other side's messages. */
export const markConversationRead = authedProcedure
  .input(markReadInputSchema)
  .output(readReceiptSchema)
  .mutation(({ ctx, input }) => markRead(ctx.deps, ctx.user, input.conversationId));

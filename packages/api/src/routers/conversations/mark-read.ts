import { markReadInputSchema } from '@advance/contracts';
import { markConversationRead } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** POST /api/conversations/{id}/mark-read: the caller's side has read the other side's messages. */
export const markRead = authedProcedure
  .input(markReadInputSchema)
  .mutation(({ ctx, input }) => markConversationRead(ctx.deps, ctx.user, input.conversationId));

import { conversationMessageSchema, sendChatMessageInputSchema } from '@advance/contracts';
import { sendChatMessage } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** POST /api/conversations/{id}/messages: customers into their own, staff into any. */
export const send = authedProcedure
  .input(sendChatMessageInputSchema)
  .output(conversationMessageSchema)
  .mutation(({ ctx, input }) => sendChatMessage(ctx.deps, ctx.user, input));

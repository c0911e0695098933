import { conversationWithMessagesSchema, getConversationInputSchema } from '@advance/contracts';
import { getConversation as get } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/conversations/{id}: with its latest 100 messages, or all with `includeAll`. */
export const getConversation = authedProcedure
  .input(getConversationInputSchema)
  .output(conversationWithMessagesSchema)
  .query(({ ctx, input }) => get(ctx.deps, ctx.user, input));

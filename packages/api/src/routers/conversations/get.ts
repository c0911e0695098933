import { getConversationInputSchema } from '@advance/contracts';
import { getConversation } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/conversations/{id}: with its latest 100 messages, or all with `includeAll`. */
export const get = authedProcedure
  .input(getConversationInputSchema)
  .query(({ ctx, input }) => getConversation(ctx.deps, ctx.user, input));

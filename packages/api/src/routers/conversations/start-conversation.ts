import { conversationWithMessagesSchema, idSchema } from '@advance/contracts';
import { startConversation as start } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** POST /api/conversations: a new support conversation, optionally about an own application. */
export const startConversation = authedProcedure
  .input(z.object({ applicationId: idSchema.nullish() }).optional())
  .output(conversationWithMessagesSchema)
  .mutation(({ ctx, input }) => start(ctx.deps, ctx.user, input ?? {}));

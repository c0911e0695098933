import { idSchema } from '@advance/contracts';
import { startConversation } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** POST /api/conversations: a new support conversation, optionally about an own application. */
export const start = authedProcedure
  .input(z.object({ applicationId: idSchema.nullish() }).optional())
  .mutation(({ ctx, input }) => startConversation(ctx.deps, ctx.user, input ?? {}));

import { adminConversationsPageSchema, listQuerySchema } from '@advance/contracts';
import { listAllConversations } from '@advance/core';
import { staffProcedure } from '../../trpc';

/** GET /api/admin/conversations: every conversation with its customer and last message. */
export const listConversations = staffProcedure
  .input(listQuerySchema.prefault({}))
  .output(adminConversationsPageSchema)
  .query(({ ctx, input }) => listAllConversations(ctx.deps, input));

import {
  adminStartConversationInputSchema,
  conversationWithMessagesSchema,
} from '@advance/contracts';
import { startStaffConversation } from '@advance/core';
import { staffProcedure } from '../../trpc';

/** POST /api/admin/conversations: the Send Message dialog. */
export const startConversation = staffProcedure
  .input(adminStartConversationInputSchema)
  .output(conversationWithMessagesSchema)
  .mutation(({ ctx, input }) => startStaffConversation(ctx.deps, ctx.user, input, ctx.meta));

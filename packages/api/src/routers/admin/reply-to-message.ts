import { replyToMessage as reply } from '@advance/core';
import { staffProcedure } from '../../trpc';
import { messageReplyInputSchema } from '../messages/reply';

/** Staff reply (sentBy support): any direct message, or a broadcast thread named by userId. */
export const replyToMessage = staffProcedure
  .meta({ tokenScope: 'messages:send' })
  .input(messageReplyInputSchema)
  .mutation(({ ctx, input }) => reply(ctx.deps, ctx.user, input));

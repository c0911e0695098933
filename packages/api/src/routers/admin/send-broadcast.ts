import { adminMessageSchema, broadcastInputSchema } from '@advance/contracts';
import { sendBroadcast as send } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const sendBroadcast = staffProcedure
  .meta({ tokenScope: 'messages:send' })
  .input(broadcastInputSchema)
  .output(adminMessageSchema)
  .mutation(({ ctx, input }) => send(ctx.deps, ctx.user, input, ctx.meta));

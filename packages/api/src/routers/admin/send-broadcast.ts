import { broadcastInputSchema } from '@advance/contracts';
import { sendBroadcast as send } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const sendBroadcast = staffProcedure
  .input(broadcastInputSchema)
  .mutation(({ ctx, input }) => send(ctx.deps, ctx.user, input, ctx.meta));

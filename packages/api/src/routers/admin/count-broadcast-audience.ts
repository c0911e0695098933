import { broadcastAudienceCountSchema, broadcastAudienceSchema } from '@advance/contracts';
import { countBroadcastAudience as count } from '@advance/core';
import { staffProcedure } from '../../trpc';

/** Issue 19: how many people a broadcast to this audience reaches, shown before sending. */
export const countBroadcastAudience = staffProcedure
  .input(broadcastAudienceSchema)
  .output(broadcastAudienceCountSchema)
  .query(({ ctx, input }) => count(ctx.deps, input));

import { advanceSchema, recordFundingInputSchema } from '@advance/contracts';
import { recordFunding as run } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** Staff: the money was sent (`id` is the application's). */
export const recordFunding = staffProcedure
  .input(recordFundingInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await run(ctx.deps, ctx.user, input, ctx.meta),
  }));

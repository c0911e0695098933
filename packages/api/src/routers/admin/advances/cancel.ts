import { advanceSchema, cancelAdvanceInputSchema } from '@advance/contracts';
import { cancelAdvance as run } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** Staff: cancel an advance that was never funded, with a reason. */
export const cancel = staffProcedure
  .input(cancelAdvanceInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await run(ctx.deps, ctx.user, input, ctx.meta),
  }));

import { advanceSchema, waiveInputSchema } from '@advance/contracts';
import { waive as run } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** Staff: forgive part or all of the balance, with a reason. */
export const waive = staffProcedure
  .input(waiveInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await run(ctx.deps, ctx.user, input, ctx.meta),
  }));

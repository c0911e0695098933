import { advanceSchema, reverseEntryInputSchema } from '@advance/contracts';
import { reverseEntry as run } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** Staff: undo a ledger entry with a reversal (`id` is the entry's). */
export const reverseEntry = staffProcedure
  .input(reverseEntryInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await run(ctx.deps, ctx.user, input, ctx.meta),
  }));

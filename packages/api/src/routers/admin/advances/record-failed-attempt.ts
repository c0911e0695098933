import { advanceSchema, recordFailedAttemptInputSchema } from '@advance/contracts';
import { recordFailedAttempt as record } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** Staff: collecting an authorised payment failed (`id` is the authorisation's). */
export const recordFailedAttempt = staffProcedure
  .input(recordFailedAttemptInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await record(ctx.deps, ctx.user, input, ctx.meta),
  }));

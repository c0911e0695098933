import { advanceSchema, recordPaymentInputSchema } from '@advance/contracts';
import { recordPayment as run } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** Staff: a payment was received (`id` is the application's). */
export const recordPayment = staffProcedure
  .input(recordPaymentInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await run(ctx.deps, ctx.user, input, ctx.meta),
  }));

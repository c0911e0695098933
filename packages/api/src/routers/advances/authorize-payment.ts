import { advanceSchema, authorizePaymentInputSchema } from '@advance/contracts';
import { authorizePayment as authorize } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** The owner authorises one payment on their advance (`id` is the application's). */
export const authorizePayment = authedProcedure
  .input(authorizePaymentInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await authorize(ctx.deps, ctx.user, input, ctx.meta),
  }));

import { advanceSchema, withdrawAuthorizationInputSchema } from '@advance/contracts';
import { withdrawAuthorization as withdraw } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** The owner withdraws their own pending authorisation (`id` is the authorisation's). */
export const withdrawAuthorization = authedProcedure
  .input(withdrawAuthorizationInputSchema)
  .output(z.object({ advance: advanceSchema }))
  .mutation(async ({ ctx, input }) => ({
    advance: await withdraw(ctx.deps, ctx.user, input.id, ctx.meta),
  }));

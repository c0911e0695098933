import { customerApplicationSchema, idSchema } from '@advance/contracts';
import { withdrawApplication } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** The owner withdraws an application that has no decision yet; anyone else: not found. */
export const withdraw = authedProcedure
  .input(z.object({ id: idSchema }))
  .output(z.object({ application: customerApplicationSchema }))
  .mutation(async ({ ctx, input }) => ({
    application: await withdrawApplication(ctx.deps, ctx.user, input.id, ctx.meta),
  }));

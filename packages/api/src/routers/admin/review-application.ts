import { applicationSchema, idSchema, reviewApplicationInputSchema } from '@advance/contracts';
import { reviewApplication as review } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const reviewApplication = staffProcedure
  .meta({ tokenScope: 'applications:review' })
  .input(reviewApplicationInputSchema.extend({ id: idSchema }))
  .output(z.object({ application: applicationSchema }))
  .mutation(async ({ ctx, input }) => {
    const { id, ...decision } = input;
    return { application: await review(ctx.deps, ctx.user, id, decision, ctx.meta) };
  });

import { idSchema, reviewApplicationInputSchema } from '@advance/contracts';
import { reviewApplication as review } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const reviewApplication = staffProcedure
  .input(reviewApplicationInputSchema.extend({ id: idSchema }))
  .mutation(async ({ ctx, input }) => {
    const { id, ...decision } = input;
    return { application: await review(ctx.deps, ctx.user, id, decision, ctx.meta) };
  });

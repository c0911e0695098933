import { okSchema, resetPasswordInputSchema } from '@advance/contracts';
import { resetPassword as reset } from '@advance/core';
import { publicProcedure } from '../../trpc';

export const resetPassword = publicProcedure
  .input(resetPasswordInputSchema)
  .output(okSchema)
  .mutation(async ({ ctx, input }) => {
    await reset(ctx.deps, input, ctx.meta);
    return { ok: true as const };
  });

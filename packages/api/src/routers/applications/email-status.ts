import { emailStatusInputSchema, emailStatusSchema } from '@advance/contracts';
import { emailStatus as statusOf } from '@advance/core';
import { publicProcedure } from '../../trpc';

/** Issue 20: the wizard's step 1 asks whether this e-mail may start a new account. */
export const emailStatus = publicProcedure
  .input(emailStatusInputSchema)
  .output(emailStatusSchema)
  .mutation(({ ctx, input }) => statusOf(ctx.deps, input.email, ctx.meta));

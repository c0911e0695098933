import { createAccountInputSchema, signedInSchema } from '@advance/contracts';
import { createAccount as create } from '@advance/core';
import { publicProcedure } from '../../trpc';

export const createAccount = publicProcedure
  .input(createAccountInputSchema)
  .output(signedInSchema)
  .mutation(async ({ ctx, input }) => ({ user: await create(ctx.deps, input, ctx.meta) }));

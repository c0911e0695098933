import { authMessages, forgotPasswordInputSchema } from '@advance/contracts';
import { requestPasswordReset } from '@advance/core';
import { publicProcedure } from '../../trpc';

/** Same answer whether or not the account exists. */
export const forgotPassword = publicProcedure
  .input(forgotPasswordInputSchema)
  .mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx.deps, input, ctx.meta);
    return { message: authMessages.forgotPasswordSent };
  });

import {
  authMessages,
  forgotPasswordInputSchema,
  passwordResetRequestedSchema,
} from '@advance/contracts';
import { requestPasswordReset as requestReset } from '@advance/core';
import { publicProcedure } from '../../trpc';

/** Same answer whether or not the account exists. */
export const requestPasswordReset = publicProcedure
  .input(forgotPasswordInputSchema)
  .output(passwordResetRequestedSchema)
  .mutation(async ({ ctx, input }) => {
    await requestReset(ctx.deps, input, ctx.meta);
    return { message: authMessages.forgotPasswordSent };
  });

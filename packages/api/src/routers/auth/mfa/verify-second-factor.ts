import { mfaVerifiedSchema, mfaVerifyInputSchema } from '@advance/contracts';
import { verifySecondFactor as verify } from '@advance/core';
import { partialSessionProcedure } from '../../../trpc';

/** The sign-in's second step (partial session → new full session) or a step-up. */
export const verifySecondFactor = partialSessionProcedure
  .input(mfaVerifyInputSchema)
  .output(mfaVerifiedSchema)
  .mutation(async ({ ctx, input }) => {
    const { user, issued } = await verify(ctx.deps, ctx.session, input, ctx.meta);
    if (issued) ctx.cookies.setSession(issued.token, issued.expiresAt);
    return { user };
  });

import { confirmTotpInputSchema, recoveryCodesSchema } from '@advance/contracts';
import { confirmTotp as confirm } from '@advance/core';
import { partialSessionProcedure } from '../../../trpc';

/** Confirms the authenticator; on a setup session this also completes the sign-in. */
export const confirmTotp = partialSessionProcedure
  .input(confirmTotpInputSchema)
  .output(recoveryCodesSchema)
  .mutation(async ({ ctx, input }) => {
    const { recoveryCodes, issued } = await confirm(ctx.deps, ctx.session, input, ctx.meta);
    if (issued) ctx.cookies.setSession(issued.token, issued.expiresAt);
    return { recoveryCodes };
  });

import { passkeyAddedSchema, passkeyRegistrationVerifyInputSchema } from '@advance/contracts';
import { finishPasskeyRegistration as finishRegistration } from '@advance/core';
import { partialSessionProcedure } from '../../../trpc';

/** Stores the new passkey; in the setup stage it completes the staff sign-in (new cookie). */
export const finishPasskeyRegistration = partialSessionProcedure
  .input(passkeyRegistrationVerifyInputSchema)
  .output(passkeyAddedSchema)
  .mutation(async ({ ctx, input }) => {
    const added = await finishRegistration(ctx.deps, ctx.session, input, ctx.meta);
    if (added.session) ctx.cookies.setSession(added.session.token, added.session.expiresAt);
    return { passkey: added.passkey };
  });

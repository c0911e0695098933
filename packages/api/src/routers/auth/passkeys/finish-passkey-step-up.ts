import { mfaVerifiedSchema, passkeyStepUpVerifyInputSchema } from '@advance/contracts';
import { finishPasskeyStepUp as finishStepUp } from '@advance/core';
import { authedProcedure } from '../../../trpc';

/** Step-up by passkey: refreshes this session's second-factor time, as auth.mfa.verify does. */
export const finishPasskeyStepUp = authedProcedure
  .input(passkeyStepUpVerifyInputSchema)
  .output(mfaVerifiedSchema)
  .mutation(({ ctx, input }) => finishStepUp(ctx.deps, ctx.session, input, ctx.meta));

import { startPasskeyStepUp as startStepUp } from '@advance/core';
import { authedProcedure } from '../../../trpc';

/** WebAuthn request options for a step-up: the user's own passkeys, a challenge bound to this session. */
export const startPasskeyStepUp = authedProcedure.mutation(({ ctx }) =>
  startStepUp(ctx.deps, ctx.session),
);

import { type PasskeyRequestOptions, passkeyRequestOptionsSchema } from '@advance/contracts';
import { startPasskeyStepUp as startStepUp } from '@advance/core';
import { authedProcedure } from '../../../trpc';

/**
 * WebAuthn request options for a step-up: the user's own passkeys, a challenge bound to this
 * session. (The cast: see start-passkey-registration.ts.)
 */
export const startPasskeyStepUp = authedProcedure
  .output(passkeyRequestOptionsSchema)
  .mutation(({ ctx }) => startStepUp(ctx.deps, ctx.session) as Promise<PasskeyRequestOptions>);

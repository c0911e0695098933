import { type PasskeySignInOptions, passkeySignInOptionsSchema } from '@advance/contracts';
import { startPasskeySignIn as startSignIn } from '@advance/core';
import { publicProcedure } from '../../../trpc';

/**
 * Usernameless sign-in options and the id of their single-use challenge. (The cast: see
 * start-passkey-registration.ts.)
 */
export const startPasskeySignIn = publicProcedure
  .output(passkeySignInOptionsSchema)
  .mutation(({ ctx }) => startSignIn(ctx.deps, ctx.meta) as Promise<PasskeySignInOptions>);

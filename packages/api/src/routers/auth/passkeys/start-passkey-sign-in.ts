import { startPasskeySignIn as startSignIn } from '@advance/core';
import { publicProcedure } from '../../../trpc';

/** Usernameless sign-in options and the id of their single-use challenge. */
export const startPasskeySignIn = publicProcedure.mutation(({ ctx }) =>
  startSignIn(ctx.deps, ctx.meta),
);

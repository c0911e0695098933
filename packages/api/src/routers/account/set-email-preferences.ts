import { emailPreferencesSchema } from '@advance/contracts';
import { setEmailPreferences as set } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** Customers and staff alike set their own; nobody sets another's. */
export const setEmailPreferences = authedProcedure
  .input(emailPreferencesSchema)
  .output(emailPreferencesSchema)
  .mutation(({ ctx, input }) => set(ctx.deps, ctx.user.id, input, ctx.meta));

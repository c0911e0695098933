import { emailPreferencesSchema } from '@advance/contracts';
import { getEmailPreferences as get } from '@advance/core';
import { authedProcedure } from '../../trpc';

export const getEmailPreferences = authedProcedure
  .output(emailPreferencesSchema)
  .query(({ ctx }) => get(ctx.deps, ctx.user.id));

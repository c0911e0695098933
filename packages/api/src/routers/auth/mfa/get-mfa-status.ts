import { mfaStatusSchema } from '@advance/contracts';
import { getMfaStatus as status } from '@advance/core';
import { authedProcedure } from '../../../trpc';

export const getMfaStatus = authedProcedure
  .output(mfaStatusSchema)
  .query(({ ctx }) => status(ctx.deps, ctx.user.id));

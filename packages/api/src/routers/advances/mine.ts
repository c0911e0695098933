import { myAdvancesSchema } from '@advance/contracts';
import { listMyAdvances } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** The caller's own advances in the applicant's view, and whether one is open. */
export const mine = authedProcedure
  .output(myAdvancesSchema)
  .query(({ ctx }) => listMyAdvances(ctx.deps, ctx.user.id));

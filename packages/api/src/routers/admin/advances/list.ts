import { adminAdvancesPageSchema, adminAdvancesQuerySchema } from '@advance/contracts';
import { listAdvances } from '@advance/core';
import { staffProcedure } from '../../../trpc';

/** The Advances view: one page with the count and totals of everything the filter matches. */
export const list = staffProcedure
  .input(adminAdvancesQuerySchema)
  .output(adminAdvancesPageSchema)
  .query(({ ctx, input }) => listAdvances(ctx.deps, input));

import { analyticsQuerySchema } from '@advance/contracts';
import { listTopReferrers } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const analyticsReferrers = staffProcedure
  .input(analyticsQuerySchema)
  .query(({ ctx, input }) => listTopReferrers(ctx.deps, input));

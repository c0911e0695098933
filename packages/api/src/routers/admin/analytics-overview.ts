import { analyticsQuerySchema } from '@advance/contracts';
import { getSessionsOverview } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const analyticsOverview = staffProcedure
  .input(analyticsQuerySchema)
  .query(({ ctx, input }) => getSessionsOverview(ctx.deps, input));

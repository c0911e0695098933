import { analyticsQuerySchema } from '@advance/contracts';
import { getSessionsOverview } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const getAnalyticsOverview = staffProcedure
  .meta({ tokenScope: 'analytics:read' })
  .input(analyticsQuerySchema)
  .query(({ ctx, input }) => getSessionsOverview(ctx.deps, input));

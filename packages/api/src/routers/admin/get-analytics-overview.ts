import { analyticsQuerySchema, sessionsOverviewSchema } from '@advance/contracts';
import { getSessionsOverview } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const getAnalyticsOverview = staffProcedure
  .meta({ tokenScope: 'analytics:read' })
  .input(analyticsQuerySchema)
  .output(sessionsOverviewSchema)
  .query(({ ctx, input }) => getSessionsOverview(ctx.deps, input));

import { analyticsQuerySchema } from '@advance/contracts';
import { listTopReferrers as listReferrers } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listTopReferrers = staffProcedure
  .meta({ tokenScope: 'analytics:read' })
  .input(analyticsQuerySchema)
  .query(({ ctx, input }) => listReferrers(ctx.deps, input));

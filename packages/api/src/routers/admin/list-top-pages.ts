import { analyticsQuerySchema } from '@advance/contracts';
import { listTopPages as listPages } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listTopPages = staffProcedure
  .meta({ tokenScope: 'analytics:read' })
  .input(analyticsQuerySchema)
  .query(({ ctx, input }) => listPages(ctx.deps, input));

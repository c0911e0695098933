import { analyticsQuerySchema } from '@advance/contracts';
import { listTopPages } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const analyticsPages = staffProcedure
  .input(analyticsQuerySchema)
  .query(({ ctx, input }) => listTopPages(ctx.deps, input));

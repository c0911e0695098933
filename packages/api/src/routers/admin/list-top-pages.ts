import { analyticsQuerySchema, topPageSchema } from '@advance/contracts';
import { listTopPages as listPages } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const listTopPages = staffProcedure
  .meta({ tokenScope: 'analytics:read' })
  .input(analyticsQuerySchema)
  .output(z.array(topPageSchema))
  .query(({ ctx, input }) => listPages(ctx.deps, input));

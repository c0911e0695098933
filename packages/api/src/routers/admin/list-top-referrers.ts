import { analyticsQuerySchema, topReferrerSchema } from '@advance/contracts';
import { listTopReferrers as listReferrers } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const listTopReferrers = staffProcedure
  .meta({ tokenScope: 'analytics:read' })
  .input(analyticsQuerySchema)
  .output(z.array(topReferrerSchema))
  .query(({ ctx, input }) => listReferrers(ctx.deps, input));

import { adminSummarySchema } from '@advance/contracts';
import { getAdminSummary as getSummary } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const getAdminSummary = staffProcedure
  .meta({ tokenScope: 'applications:read' })
  .output(adminSummarySchema)
  .query(({ ctx }) => getSummary(ctx.deps));

import { adminApplicationsPageSchema, adminApplicationsQuerySchema } from '@advance/contracts';
import { listApplications as list } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listApplications = staffProcedure
  .meta({ tokenScope: 'applications:read' })
  .input(adminApplicationsQuerySchema)
  .output(adminApplicationsPageSchema)
  .query(({ ctx, input }) => list(ctx.deps, input));

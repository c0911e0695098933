import { adminApplicationsQuerySchema } from '@advance/contracts';
import { listApplications as list } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listApplications = staffProcedure
  .input(adminApplicationsQuerySchema)
  .query(({ ctx, input }) => list(ctx.deps, input));

import { applicationsExportQuerySchema, csvStreamSchema } from '@advance/contracts';
import { exportApplicationsCsv as exportCsv } from '@advance/core';
import { stepUpProcedure } from '../../trpc';

/**
 * A bulk copy of applicants' data: staff, with a second factor given in the last 5 minutes.
 * The answer is a stream (issue 19): the REST download sends it; tRPC over plain HTTP
 * refuses a stream (415) before any row is read.
 */
export const exportApplicationsCsv = stepUpProcedure
  .meta({ tokenScope: 'exports:read' })
  .input(applicationsExportQuerySchema)
  .output(csvStreamSchema)
  .query(({ ctx, input }) => exportCsv(ctx.deps, ctx.user, input, ctx.meta));

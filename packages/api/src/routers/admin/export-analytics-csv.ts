import { analyticsExportQuerySchema, csvStreamSchema } from '@advance/contracts';
import { exportAnalyticsCsv as exportCsv } from '@advance/core';
import { stepUpProcedure } from '../../trpc';

/**
 * A Sessions-tab table as CSV (issue 19). Sessions name signed-in visitors, so a copy needs
 * what every export needs: staff, second factor in the last 5 minutes. Streamed, like the
 * applications export (see export-applications-csv.ts).
 */
export const exportAnalyticsCsv = stepUpProcedure
  .meta({ tokenScope: 'exports:read' })
  .input(analyticsExportQuerySchema)
  .output(csvStreamSchema)
  .query(({ ctx, input }) => exportCsv(ctx.deps, ctx.user, input, ctx.meta));

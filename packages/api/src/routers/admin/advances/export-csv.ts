import { advancesExportQuerySchema, advancesExportSchema } from '@advance/contracts';
import { exportAdvancesCsv } from '@advance/core';
import { stepUpProcedure } from '../../../trpc';

/** A bulk copy of applicants' data: staff, with a second factor given in the last 5 minutes. */
export const exportCsv = stepUpProcedure
  .meta({ tokenScope: 'exports:read' })
  .input(advancesExportQuerySchema)
  .output(advancesExportSchema)
  .query(({ ctx, input }) => exportAdvancesCsv(ctx.deps, ctx.user, input, ctx.meta));

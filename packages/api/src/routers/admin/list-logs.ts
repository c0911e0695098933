import { activityLogPageSchema, activityLogQuerySchema } from '@advance/contracts';
import { listActivity } from '@advance/core';
import { staffProcedure } from '../../trpc';

/** One page of the activity log (the latest 50 first), filtered; no input is the first page. */
export const listLogs = staffProcedure
  .input(activityLogQuerySchema.optional())
  .output(activityLogPageSchema)
  .query(({ ctx, input }) => listActivity(ctx.deps, input ?? {}));

import { ACTIVITY_LIST_MAX, listActivity } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const listLogs = staffProcedure
  .input(
    z
      .object({
        limit: z.coerce.number().int().min(1).max(ACTIVITY_LIST_MAX).default(ACTIVITY_LIST_MAX),
      })
      .default({ limit: ACTIVITY_LIST_MAX }),
  )
  .query(({ ctx, input }) => listActivity(ctx.deps, input.limit));

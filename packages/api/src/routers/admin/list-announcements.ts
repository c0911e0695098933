import { announcementsPageSchema, LIST_DEFAULT_LIMIT, listQuerySchema } from '@advance/contracts';
import { listAnnouncements as list } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listAnnouncements = staffProcedure
  .input(listQuerySchema.default({ limit: LIST_DEFAULT_LIMIT, offset: 0 }))
  .output(announcementsPageSchema)
  .query(({ ctx, input }) => list(ctx.deps, input));

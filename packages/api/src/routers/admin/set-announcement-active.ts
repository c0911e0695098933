import { announcementSchema, setAnnouncementActiveInputSchema } from '@advance/contracts';
import { setAnnouncementActive as setActive } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const setAnnouncementActive = staffProcedure
  .input(setAnnouncementActiveInputSchema)
  .output(announcementSchema)
  .mutation(({ ctx, input }) => setActive(ctx.deps, ctx.user, input, ctx.meta));

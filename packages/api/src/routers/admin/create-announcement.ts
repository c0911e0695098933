import { announcementSchema, createAnnouncementInputSchema } from '@advance/contracts';
import { createAnnouncement as create } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const createAnnouncement = staffProcedure
  .input(createAnnouncementInputSchema)
  .output(announcementSchema)
  .mutation(({ ctx, input }) => create(ctx.deps, ctx.user, input, ctx.meta));

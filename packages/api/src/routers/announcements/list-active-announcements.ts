import { announcementSchema } from '@advance/contracts';
import { listActiveAnnouncements as listActive } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** GET /api/announcements: the banners for any signed-in user, active and unexpired. */
export const listActiveAnnouncements = authedProcedure
  .output(z.array(announcementSchema))
  .query(({ ctx }) => listActive(ctx.deps));

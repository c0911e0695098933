import { listActiveAnnouncements as listActive } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/announcements: the banners for any signed-in user, active and unexpired. */
export const listActiveAnnouncements = authedProcedure.query(({ ctx }) => listActive(ctx.deps));

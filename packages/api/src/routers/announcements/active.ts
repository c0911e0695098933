import { listActiveAnnouncements } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/announcements: the banners for any signed-in user, active and unexpired. */
export const active = authedProcedure.query(({ ctx }) => listActiveAnnouncements(ctx.deps));

import { trackPageView } from '@advance/core';
import { pageViewSchema } from '@advance/tracker-schemas';
import { publicProcedure } from '../../trpc';

/** POST /api/page-views: answers the new page view's id at once (the write is queued). */
export const recordPageView = publicProcedure
  .input(pageViewSchema)
  .mutation(({ ctx, input }) =>
    trackPageView(ctx.deps, ctx.session?.user ?? null, ctx.meta, input),
  );

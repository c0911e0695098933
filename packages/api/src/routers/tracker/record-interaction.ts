import { trackInteraction } from '@advance/core';
import { interactionSchema } from '@advance/tracker-schemas';
import { publicProcedure } from '../../trpc';

/** POST /api/interactions: a click or a form submit (queued). */
export const recordInteraction = publicProcedure
  .input(interactionSchema)
  .mutation(({ ctx, input }) =>
    trackInteraction(ctx.deps, ctx.session?.user ?? null, ctx.meta, input),
  );

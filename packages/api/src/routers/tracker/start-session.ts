import { trackSessionStart } from '@advance/core';
import { sessionStartSchema } from '@advance/tracker-schemas';
import { publicProcedure } from '../../trpc';

/** POST /api/sessions: anonymous by design; the visit is the signed-in user's or nobody's. */
export const startSession = publicProcedure
  .input(sessionStartSchema)
  .mutation(({ ctx, input }) =>
    trackSessionStart(ctx.deps, ctx.session?.user ?? null, ctx.meta, input),
  );

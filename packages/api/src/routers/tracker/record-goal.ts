import { trackGoal } from '@advance/core';
import { goalSchema } from '@advance/tracker-schemas';
import { publicProcedure } from '../../trpc';

/** POST /api/goals: application started or submitted (queued). */
export const recordGoal = publicProcedure
  .input(goalSchema)
  .mutation(({ ctx, input }) => trackGoal(ctx.deps, ctx.session?.user ?? null, ctx.meta, input));

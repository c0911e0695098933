import { trackPageViewUpdate } from '@advance/core';
import { pageViewUpdateSchema } from '@advance/tracker-schemas';
import * as v from 'valibot';
import { publicProcedure } from '../../trpc';

const uuid = v.pipe(v.string(), v.uuid());

/** PATCH /api/page-views/{id}: time on page, exit flag, clicks; only by the owning visit. */
export const updatePageView = publicProcedure
  .input(v.strictObject({ id: uuid, ...pageViewUpdateSchema.entries }))
  .mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    await trackPageViewUpdate(ctx.deps, ctx.session?.user ?? null, ctx.meta, id, changes);
  });

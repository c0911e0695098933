import { trackSessionUpdate } from '@advance/core';
import { sessionRefSchema, sessionUpdateSchema } from '@advance/tracker-schemas';
import * as v from 'valibot';
import { publicProcedure } from '../../trpc';

/** PATCH /api/sessions/{id}: heartbeat, page hidden, conversion. */
export const updateSession = publicProcedure
  .input(v.strictObject({ id: sessionRefSchema, ...sessionUpdateSchema.entries }))
  .mutation(async ({ ctx, input }) => {
    const { id, ...changes } = input;
    await trackSessionUpdate(ctx.deps, ctx.session?.user ?? null, ctx.meta, id, changes);
  });

import { trackSessionEnd } from '@advance/core';
import { sessionEndSchema, sessionRefSchema } from '@advance/tracker-schemas';
import * as v from 'valibot';
import { publicProcedure } from '../../trpc';

/** POST /api/sessions/{sessionId}/end: once, on unload. */
export const endSession = publicProcedure
  .input(v.strictObject({ sessionId: sessionRefSchema, ...sessionEndSchema.entries }))
  .mutation(async ({ ctx, input }) => {
    const { sessionId, ...end } = input;
    await trackSessionEnd(ctx.deps, ctx.session?.user ?? null, ctx.meta, sessionId, end);
  });

import { trackSessionLookup } from '@advance/core';
import { sessionRefSchema } from '@advance/tracker-schemas';
import * as v from 'valibot';
import { publicProcedure } from '../../trpc';

/** GET /api/sessions/{sessionId}: the database id of a visit named by either id. */
export const getSession = publicProcedure
  .input(v.strictObject({ sessionId: sessionRefSchema }))
  .query(({ ctx, input }) =>
    trackSessionLookup(ctx.deps, ctx.session?.user ?? null, ctx.meta, input.sessionId),
  );

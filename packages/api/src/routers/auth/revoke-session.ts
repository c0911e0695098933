import { revokeSessionInputSchema } from '@advance/contracts';
import { revokeSession as revoke } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** Ends one of the caller's sessions; ending this very one signs the browser out. */
export const revokeSession = authedProcedure
  .input(revokeSessionInputSchema)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    const { current } = await revoke(
      ctx.deps,
      { sessionId: ctx.session.sessionId, userId: ctx.user.id },
      input.id,
      ctx.meta,
    );
    if (current) ctx.cookies.clearSession();
    return { ok: true as const };
  });

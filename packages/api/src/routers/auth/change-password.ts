import { changePasswordInputSchema } from '@advance/contracts';
import { changePassword as change } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

export const changePassword = authedProcedure
  .input(changePasswordInputSchema)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await change(
      ctx.deps,
      { sessionId: ctx.session.sessionId, userId: ctx.user.id },
      input,
      ctx.meta,
    );
    return { ok: true as const };
  });

import { okSchema, removePasskeyInputSchema } from '@advance/contracts';
import { removePasskey as removeMine } from '@advance/core';
import { authedProcedure } from '../../../trpc';

/** Removes one of the caller's own passkeys (404 for anyone else's). */
export const removePasskey = authedProcedure
  .input(removePasskeyInputSchema)
  .output(okSchema)
  .mutation(async ({ ctx, input }) => {
    await removeMine(ctx.deps, ctx.user, input.id, ctx.meta);
    return { ok: true as const };
  });

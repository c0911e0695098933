import { apiTokenIdInputSchema } from '@advance/contracts';
import { revokeApiToken as revoke } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** The owner revokes one of their tokens; REST `DELETE /api/auth/tokens/{id}`. */
export const revokeApiToken = staffProcedure
  .input(apiTokenIdInputSchema)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await revoke(ctx.deps, ctx.user, input.id, 'own', ctx.meta);
    return { ok: true as const };
  });

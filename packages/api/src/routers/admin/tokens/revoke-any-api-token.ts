import { apiTokenIdInputSchema } from '@advance/contracts';
import { revokeApiToken } from '@advance/core';
import { z } from 'zod';
import { superAdminProcedure } from '../../../trpc';

/** A super admin revokes anyone's token; REST `DELETE /api/admin/tokens/{id}`. */
export const revokeAnyApiToken = superAdminProcedure
  .input(apiTokenIdInputSchema)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await revokeApiToken(ctx.deps, ctx.user, input.id, 'any', ctx.meta);
    return { ok: true as const };
  });

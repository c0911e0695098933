import { resetUserMfaInputSchema } from '@advance/contracts';
import { resetUserMfa as reset } from '@advance/core';
import { z } from 'zod';
import { superAdminStepUpProcedure } from '../../trpc';

export const resetUserMfa = superAdminStepUpProcedure
  .input(resetUserMfaInputSchema)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(({ ctx, input }) => reset(ctx.deps, ctx.user, input.userId, ctx.meta));

import { adminUserSchema, setUserStatusInputSchema } from '@advance/contracts';
import { setUserStatus as setStatus } from '@advance/core';
import { z } from 'zod';
import { superAdminStepUpProcedure } from '../../trpc';

/** Disable or re-enable an account (issue 17); REST `PATCH /api/admin/users/{id}/status`. */
export const setUserStatus = superAdminStepUpProcedure
  .input(setUserStatusInputSchema)
  .output(z.object({ user: adminUserSchema }))
  .mutation(async ({ ctx, input }) => ({
    user: await setStatus(ctx.deps, ctx.user, input.id, input.disabled, ctx.meta),
  }));

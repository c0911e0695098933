import { createApiTokenInputSchema, createdApiTokenSchema } from '@advance/contracts';
import { createApiToken as create } from '@advance/core';
import { stepUpProcedure } from '../../../trpc';

/**
 * A staff member's new personal token (issue 21): staff only, and only right after the
 * second factor (step-up), since the token outlives the session. REST `POST /api/auth/tokens`.
 */
export const createApiToken = stepUpProcedure
  .input(createApiTokenInputSchema)
  .output(createdApiTokenSchema)
  .mutation(({ ctx, input }) => create(ctx.deps, ctx.user, input, ctx.meta));

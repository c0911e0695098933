import { apiTokenListSchema } from '@advance/contracts';
import { listMyApiTokens } from '@advance/core';
import { staffProcedure } from '../../../trpc';

/** The caller's own tokens; REST `GET /api/auth/tokens`. */
export const listApiTokens = staffProcedure
  .output(apiTokenListSchema)
  .query(async ({ ctx }) => ({ tokens: await listMyApiTokens(ctx.deps, ctx.user) }));

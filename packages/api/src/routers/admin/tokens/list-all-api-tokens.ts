import { adminApiTokenListSchema } from '@advance/contracts';
import { listAllApiTokens as listAll } from '@advance/core';
import { superAdminProcedure } from '../../../trpc';

/** Every live token with its owner (super admin); REST `GET /api/admin/tokens`. */
export const listAllApiTokens = superAdminProcedure
  .output(adminApiTokenListSchema)
  .query(async ({ ctx }) => ({ tokens: await listAll(ctx.deps) }));

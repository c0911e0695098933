import { adminUsersPageSchema, listQuerySchema, text } from '@advance/contracts';
import { listUsers as list } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listUsers = staffProcedure
  .meta({ tokenScope: 'users:read' })
  .input(listQuerySchema.extend({ search: text().trim().max(100).optional() }))
  .output(adminUsersPageSchema)
  .query(({ ctx, input }) => list(ctx.deps, ctx.user, input, ctx.meta));

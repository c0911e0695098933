import { assignableRoles, idSchema, publicUserSchema, userAdminMessages } from '@advance/contracts';
import { changeUserRole } from '@advance/core';
import { z } from 'zod';
import { superAdminStepUpProcedure } from '../../trpc';

/** Only user or admin can be given; asking for super_admin gets its own plain reason. */
const roleSchema = z.enum(assignableRoles, {
  error: (issue) =>
    issue.input === 'super_admin'
      ? userAdminMessages.superAdminRoleNotAssignable
      : userAdminMessages.roleInvalid,
});

/** Step-up: a role change needs the second factor within the last 5 minutes. */
export const setUserRole = superAdminStepUpProcedure
  .input(z.object({ id: idSchema, role: roleSchema }))
  .output(z.object({ user: publicUserSchema }))
  .mutation(async ({ ctx, input }) => ({
    user: await changeUserRole(ctx.deps, ctx.user, input.id, input.role, ctx.meta),
  }));

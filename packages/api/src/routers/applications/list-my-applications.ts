import { customerApplicationSchema } from '@advance/contracts';
import { listMyApplications as listMine } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/**
 * Only the caller's own applications, in the applicant's view (no review notes, even for
 * staff reading their own); there is no way to ask for someone else's.
 */
export const listMyApplications = authedProcedure
  .output(z.array(customerApplicationSchema))
  .query(({ ctx }) => listMine(ctx.deps, ctx.user.id));

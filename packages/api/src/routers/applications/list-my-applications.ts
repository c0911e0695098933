import { listMyApplications as listMine } from '@advance/core';
import { authedProcedure } from '../../trpc';

/**
 * Only the caller's own applications, in the applicant's view (no review notes, even for
 * staff reading their own); there is no way to ask for someone else's.
 */
export const listMyApplications = authedProcedure.query(({ ctx }) =>
  listMine(ctx.deps, ctx.user.id),
);

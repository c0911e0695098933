import { advanceSchema, idSchema } from '@advance/contracts';
import { getAdvanceForReader } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** The advance of an application: the owner's view for the owner, the staff view for staff. */
export const forApplication = authedProcedure
  .input(z.object({ id: idSchema }))
  .output(advanceSchema)
  .query(({ ctx, input }) => getAdvanceForReader(ctx.deps, ctx.user, input.id));

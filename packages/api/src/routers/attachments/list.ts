import { idSchema } from '@advance/contracts';
import { listAttachments } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** Customers: the visible documents of their own application. Staff: all, with visibility. */
export const list = authedProcedure
  .input(z.object({ applicationId: idSchema }))
  .query(({ ctx, input }) => listAttachments(ctx.deps, ctx.user, input.applicationId, ctx.meta));

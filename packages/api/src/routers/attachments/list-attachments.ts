import { attachmentSchema, idSchema } from '@advance/contracts';
import { listAttachments as list } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** Customers: the visible documents of their own application. Staff: all, with visibility. */
export const listAttachments = authedProcedure
  .meta({ tokenScope: 'documents:read' })
  .input(z.object({ applicationId: idSchema }))
  .output(z.array(attachmentSchema))
  .query(({ ctx, input }) => list(ctx.deps, ctx.user, input.applicationId, ctx.meta));

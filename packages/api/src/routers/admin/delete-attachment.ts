import { idSchema } from '@advance/contracts';
import { deleteAttachment as remove } from '@advance/core';
import { z } from 'zod';
import { stepUpProcedure } from '../../trpc';

/** Step-up: deleting a document needs the second factor within the last 5 minutes. */
export const deleteAttachment = stepUpProcedure
  .input(z.object({ id: idSchema }))
  .mutation(({ ctx, input }) => remove(ctx.deps, ctx.user, input.id, ctx.meta));

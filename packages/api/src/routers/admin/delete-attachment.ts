import { idSchema } from '@advance/contracts';
import { deleteAttachment as remove } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const deleteAttachment = staffProcedure
  .input(z.object({ id: idSchema }))
  .mutation(({ ctx, input }) => remove(ctx.deps, ctx.user, input.id, ctx.meta));

import { idSchema } from '@advance/contracts';
import { getApplication as get } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const getApplication = staffProcedure
  .input(z.object({ id: idSchema }))
  .query(({ ctx, input }) => get(ctx.deps, ctx.user, input.id, ctx.meta));

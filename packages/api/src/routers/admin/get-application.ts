import { getApplication as get } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const getApplication = staffProcedure
  .input(z.object({ id: z.string().max(100) }))
  .query(({ ctx, input }) => get(ctx.deps, input.id));

import { listQuerySchema } from '@advance/contracts';
import { listUsers as list } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const listUsers = staffProcedure
  .input(listQuerySchema.extend({ search: z.string().trim().max(100).optional() }))
  .query(({ ctx, input }) => list(ctx.deps, input));

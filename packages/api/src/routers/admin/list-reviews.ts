import { listApplicationReviews } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const listReviews = staffProcedure
  .input(z.object({ id: z.string().max(100) }))
  .query(({ ctx, input }) => listApplicationReviews(ctx.deps, input.id));

import { applicationReviewsSchema, idSchema } from '@advance/contracts';
import { listApplicationReviews } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const listReviews = staffProcedure
  .meta({ tokenScope: 'applications:read' })
  .input(z.object({ id: idSchema }))
  .output(applicationReviewsSchema)
  .query(({ ctx, input }) => listApplicationReviews(ctx.deps, ctx.user, input.id, ctx.meta));

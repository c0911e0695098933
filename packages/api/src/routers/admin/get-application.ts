import { applicationSchema, idSchema } from '@advance/contracts';
import { getApplication as get } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

export const getApplication = staffProcedure
  .meta({ tokenScope: 'applications:read' })
  .input(z.object({ id: idSchema }))
  .output(applicationSchema)
  .query(({ ctx, input }) => get(ctx.deps, ctx.user, input.id, ctx.meta));

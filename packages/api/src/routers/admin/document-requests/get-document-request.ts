import { documentRequestSchema, idSchema } from '@advance/contracts';
import { getDocumentRequest as get } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

export const getDocumentRequest = staffProcedure
  .meta({ tokenScope: 'documents:read' })
  .input(z.object({ applicationId: idSchema }))
  .output(documentRequestSchema.nullable())
  .query(({ ctx, input }) => get(ctx.deps, ctx.user, input.applicationId));

import { documentRequestSchema, satisfyDocumentItemInputSchema } from '@advance/contracts';
import { satisfyDocumentItem as satisfy } from '@advance/core';
import { staffProcedure } from '../../../trpc';

export const satisfyDocumentItem = staffProcedure
  .input(satisfyDocumentItemInputSchema)
  .output(documentRequestSchema)
  .mutation(({ ctx, input }) => satisfy(ctx.deps, ctx.user, input, ctx.meta));

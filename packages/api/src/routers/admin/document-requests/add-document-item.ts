import { addDocumentItemInputSchema, documentRequestSchema } from '@advance/contracts';
import { addDocumentItem as add } from '@advance/core';
import { staffProcedure } from '../../../trpc';

export const addDocumentItem = staffProcedure
  .input(addDocumentItemInputSchema)
  .output(documentRequestSchema)
  .mutation(({ ctx, input }) => add(ctx.deps, ctx.user, input, ctx.meta));

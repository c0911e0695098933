import { addApplicationNoteInputSchema, applicationNoteSchema, idSchema } from '@advance/contracts';
import { addApplicationNote as add } from '@advance/core';
import { staffProcedure } from '../../../trpc';

export const addApplicationNote = staffProcedure
  .input(addApplicationNoteInputSchema.extend({ applicationId: idSchema }))
  .output(applicationNoteSchema)
  .mutation(({ ctx, input }) =>
    add(ctx.deps, ctx.user, input.applicationId, input.content, ctx.meta),
  );

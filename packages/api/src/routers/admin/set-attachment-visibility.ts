import { attachmentSchema, setAttachmentVisibilityInputSchema } from '@advance/contracts';
import { setAttachmentVisibility as setVisibility } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const setAttachmentVisibility = staffProcedure
  .input(setAttachmentVisibilityInputSchema)
  .output(attachmentSchema)
  .mutation(({ ctx, input }) => setVisibility(ctx.deps, ctx.user, input, ctx.meta));

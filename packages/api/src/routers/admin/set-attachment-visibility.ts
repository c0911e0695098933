import { setAttachmentVisibilityInputSchema } from '@advance/contracts';
import { setAttachmentVisibility as setVisibility } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const setAttachmentVisibility = staffProcedure
  .input(setAttachmentVisibilityInputSchema)
  .mutation(({ ctx, input }) => setVisibility(ctx.deps, ctx.user, input, ctx.meta));

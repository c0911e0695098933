import { recoveryCodesSchema } from '@advance/contracts';
import { regenerateRecoveryCodes as regenerate } from '@advance/core';
import { stepUpProcedure } from '../../../trpc';

export const regenerateRecoveryCodes = stepUpProcedure
  .output(recoveryCodesSchema)
  .mutation(({ ctx }) => regenerate(ctx.deps, ctx.session, ctx.meta));

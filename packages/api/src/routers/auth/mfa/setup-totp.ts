import { totpSetupSchema } from '@advance/contracts';
import { setupTotp as setup } from '@advance/core';
import { partialSessionProcedure } from '../../../trpc';

export const setupTotp = partialSessionProcedure
  .output(totpSetupSchema)
  .mutation(({ ctx }) => setup(ctx.deps, ctx.session));

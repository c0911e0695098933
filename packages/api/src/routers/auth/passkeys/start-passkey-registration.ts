import { startPasskeyRegistration as startRegistration } from '@advance/core';
import { partialSessionProcedure } from '../../../trpc';

/** WebAuthn creation options; also open to a staff sign-in that must set up its second factor. */
export const startPasskeyRegistration = partialSessionProcedure.mutation(({ ctx }) =>
  startRegistration(ctx.deps, ctx.session),
);

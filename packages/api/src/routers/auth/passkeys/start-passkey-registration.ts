import { type PasskeyCreationOptions, passkeyCreationOptionsSchema } from '@advance/contracts';
import { startPasskeyRegistration as startRegistration } from '@advance/core';
import { partialSessionProcedure } from '../../../trpc';

/**
 * WebAuthn creation options; also open to a staff sign-in that must set up its second factor.
 * (@simplewebauthn types the options as interfaces, which TypeScript does not widen to the
 * schema's open object type; the value is the same JSON.)
 */
export const startPasskeyRegistration = partialSessionProcedure
  .output(passkeyCreationOptionsSchema)
  .mutation(
    ({ ctx }) => startRegistration(ctx.deps, ctx.session) as Promise<PasskeyCreationOptions>,
  );

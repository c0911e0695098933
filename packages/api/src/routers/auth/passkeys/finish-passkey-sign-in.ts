import { passkeyAuthenticationVerifyInputSchema, signedInSchema } from '@advance/contracts';
import { finishPasskeySignIn as finishSignIn } from '@advance/core';
import { anyStageProcedure } from '../../../trpc';

/**
 * Signs in with a passkey: a full session (for staff, both factors given). Any stage: a
 * staff password sign-in still owing its code may finish with a passkey, and the partial
 * session it replaces is ended.
 */
export const finishPasskeySignIn = anyStageProcedure
  .input(passkeyAuthenticationVerifyInputSchema)
  .output(signedInSchema)
  .mutation(async ({ ctx, input }) => {
    const current = ctx.session && {
      sessionId: ctx.session.sessionId,
      userId: ctx.session.user.id,
    };
    const { user, session } = await finishSignIn(ctx.deps, input, ctx.meta, current);
    ctx.cookies.setSession(session.token, session.expiresAt);
    return { user };
  });

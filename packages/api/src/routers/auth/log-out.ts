import { okSchema } from '@advance/contracts';
import { logout as endSession } from '@advance/core';
import { anyStageProcedure } from '../../trpc';

/** Idempotent: signing out without a session just clears the cookie. Partial sessions too. */
export const logOut = anyStageProcedure.output(okSchema).mutation(async ({ ctx }) => {
  if (ctx.session) {
    await endSession(
      ctx.deps,
      { sessionId: ctx.session.sessionId, userId: ctx.session.user.id },
      ctx.meta,
    );
  }
  ctx.cookies.clearSession();
  return { ok: true as const };
});

import { logout as endSession } from '@advance/core';
import { publicProcedure } from '../../trpc';

/** Idempotent: signing out without a session just clears the cookie. */
export const logOut = publicProcedure.mutation(async ({ ctx }) => {
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

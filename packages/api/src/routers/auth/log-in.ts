import { loginInputSchema } from '@advance/contracts';
import { endSession, login as loginUser } from '@advance/core';
import { publicProcedure } from '../../trpc';

export const logIn = publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
  const { user, session } = await loginUser(ctx.deps, input, ctx.meta);
  // Signing in again from this browser replaces its old session rather than orphaning it.
  if (ctx.session) {
    await endSession(ctx.deps, { sessionId: ctx.session.sessionId, userId: ctx.session.user.id });
  }
  ctx.cookies.setSession(session.token, session.expiresAt);
  return { user };
});

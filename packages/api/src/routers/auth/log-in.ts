import { loginInputSchema, signedInSchema } from '@advance/contracts';
import { login as loginUser } from '@advance/core';
import { publicProcedure } from '../../trpc';

export const logIn = publicProcedure
  .input(loginInputSchema)
  .output(signedInSchema)
  .mutation(async ({ ctx, input }) => {
    const current = ctx.session && {
      sessionId: ctx.session.sessionId,
      userId: ctx.session.user.id,
    };
    const { user, session } = await loginUser(ctx.deps, input, ctx.meta, current);
    ctx.cookies.setSession(session.token, session.expiresAt);
    return { user };
  });

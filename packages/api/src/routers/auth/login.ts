import { loginInputSchema } from '@advance/contracts';
import { login as loginUser } from '@advance/core';
import { publicProcedure } from '../../trpc';

export const login = publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
  const { user, session } = await loginUser(ctx.deps, input, ctx.meta);
  ctx.cookies.setSession(session.token, session.expiresAt);
  return { user };
});

import { loginInputSchema, loginResultSchema } from '@advance/contracts';
import { login as loginUser } from '@advance/core';
import { anyStageProcedure } from '../../trpc';

/** A partial session of this browser is replaced like a full one (anyStage). */
export const logIn = anyStageProcedure
  .input(loginInputSchema)
  .output(loginResultSchema)
  .mutation(async ({ ctx, input }) => {
    const current = ctx.session && {
      sessionId: ctx.session.sessionId,
      userId: ctx.session.user.id,
    };
    const { user, session, stage } = await loginUser(ctx.deps, input, ctx.meta, current);
    ctx.cookies.setSession(session.token, session.expiresAt);
    return { user, stage };
  });

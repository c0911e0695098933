import { sessionInfoSchema } from '@advance/contracts';
import { anyStageProcedure } from '../../trpc';

/** How far the caller's sign-in got (the SPA routes a partial one to its next step). */
export const getSessionInfo = anyStageProcedure.output(sessionInfoSchema).query(({ ctx }) =>
  ctx.session
    ? {
        stage: ctx.session.stage,
        secondFactorAt: ctx.session.secondFactorAt?.toISOString() ?? null,
        hasSecondFactor: ctx.session.hasSecondFactor,
      }
    : null,
);

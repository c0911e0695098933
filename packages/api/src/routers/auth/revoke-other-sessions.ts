import { revokeOthersResultSchema } from '@advance/contracts';
import { revokeOtherSessions as revokeOthers } from '@advance/core';
import { authedProcedure } from '../../trpc';

export const revokeOtherSessions = authedProcedure
  .output(revokeOthersResultSchema)
  .mutation(({ ctx }) =>
    revokeOthers(ctx.deps, { sessionId: ctx.session.sessionId, userId: ctx.user.id }, ctx.meta),
  );

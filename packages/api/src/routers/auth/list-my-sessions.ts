import { accountSessionListSchema } from '@advance/contracts';
import { listMySessions as list } from '@advance/core';
import { authedProcedure } from '../../trpc';

export const listMySessions = authedProcedure
  .output(accountSessionListSchema)
  .query(({ ctx }) => list(ctx.deps, { sessionId: ctx.session.sessionId, userId: ctx.user.id }));

import { listMyConversations as listMine } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/conversations: the caller's own conversations, most recent activity first. */
export const listMyConversations = authedProcedure.query(({ ctx }) =>
  listMine(ctx.deps, ctx.user.id),
);

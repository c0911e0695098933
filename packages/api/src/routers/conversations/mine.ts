import { listMyConversations } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/conversations: the caller's own conversations, most recent activity first. */
export const mine = authedProcedure.query(({ ctx }) => listMyConversations(ctx.deps, ctx.user.id));

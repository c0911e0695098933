import { listInbox as list } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/messages: the caller's Message Center, newest first, each with their thread. */
export const listInbox = authedProcedure.query(({ ctx }) => list(ctx.deps, ctx.user));

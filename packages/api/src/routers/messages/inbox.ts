import { listInbox } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** GET /api/messages: the caller's Message Center, newest first, each with their thread. */
export const inbox = authedProcedure.query(({ ctx }) => listInbox(ctx.deps, ctx.user));

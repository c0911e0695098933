import { inboxMessageSchema } from '@advance/contracts';
import { listInbox as list } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** GET /api/messages: the caller's Message Center, newest first, each with their thread. */
export const listInbox = authedProcedure
  .output(z.array(inboxMessageSchema))
  .query(({ ctx }) => list(ctx.deps, ctx.user));

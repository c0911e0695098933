import { idSchema, inboxMessageSchema } from '@advance/contracts';
import { getInboxMessage as get } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/**
 * GET /api/messages/{id}: one of the caller's messages. Opening it marks it read (the
 * spec's GET; marking one's own message read is the only state it changes).
 */
export const getInboxMessage = authedProcedure
  .input(z.object({ id: idSchema }))
  .output(inboxMessageSchema)
  .query(({ ctx, input }) => get(ctx.deps, ctx.user, input.id));

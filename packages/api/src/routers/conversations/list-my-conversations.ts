import { conversationSchema } from '@advance/contracts';
import { listMyConversations as listMine } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

/** GET /api/conversations: the caller's own conversations, most recent activity first. */
export const listMyConversations = authedProcedure
  .output(z.array(conversationSchema))
  .query(({ ctx }) => listMine(ctx.deps, ctx.user.id));

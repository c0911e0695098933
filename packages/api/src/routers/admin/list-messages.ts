import { adminMessagesPageSchema, LIST_DEFAULT_LIMIT, listQuerySchema } from '@advance/contracts';
import { listAdminMessages } from '@advance/core';
import { staffProcedure } from '../../trpc';

export const listMessages = staffProcedure
  .input(listQuerySchema.default({ limit: LIST_DEFAULT_LIMIT, offset: 0 }))
  .output(adminMessagesPageSchema)
  .query(({ ctx, input }) => listAdminMessages(ctx.deps, input));

import { attachFileInputSchema } from '@advance/contracts';
import { attachFile } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** POST /api/applications/{id}/attachments: records an uploaded file on an application. */
export const attach = authedProcedure
  .input(attachFileInputSchema)
  .mutation(({ ctx, input }) => attachFile(ctx.deps, ctx.user, input, ctx.meta));

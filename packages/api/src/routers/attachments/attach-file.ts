import { attachFileInputSchema, attachmentSchema } from '@advance/contracts';
import { attachFile as attach } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** POST /api/applications/{id}/attachments: records an uploaded file on an application. */
export const attachFile = authedProcedure
  .input(attachFileInputSchema)
  .output(attachmentSchema)
  .mutation(({ ctx, input }) => attach(ctx.deps, ctx.user, input, ctx.meta));

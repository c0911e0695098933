import { uploadTicketSchema } from '@advance/contracts';
import { createUploadTicket } from '@advance/core';
import { authedProcedure } from '../../trpc';

/** POST /api/attachments/upload: a single-use URL for one file, bound to the caller. */
export const requestUpload = authedProcedure
  .output(uploadTicketSchema)
  .mutation(({ ctx }) => createUploadTicket(ctx.deps, ctx.user.id));

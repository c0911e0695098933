import { uploadTicketSchema } from '@advance/contracts';
import { createUploadTicket } from '@advance/core';
import { staffProcedure } from '../../trpc';

/** POST /api/objects/upload: the staff door to the same single-use upload URL. */
export const requestUpload = staffProcedure
  .output(uploadTicketSchema)
  .mutation(({ ctx }) => createUploadTicket(ctx.deps, ctx.user.id));

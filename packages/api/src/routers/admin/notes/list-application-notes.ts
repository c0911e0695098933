import { applicationNoteSchema, idSchema } from '@advance/contracts';
import { listApplicationNotes as list } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../../trpc';

/** Private staff notes on an application, oldest first. */
export const listApplicationNotes = staffProcedure
  .meta({ tokenScope: 'applications:read' })
  .input(z.object({ applicationId: idSchema }))
  .output(z.array(applicationNoteSchema))
  .query(({ ctx, input }) => list(ctx.deps, ctx.user, input.applicationId, ctx.meta));

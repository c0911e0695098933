import { adminMessageDetailsSchema, idSchema } from '@advance/contracts';
import { getAdminMessage } from '@advance/core';
import { z } from 'zod';
import { staffProcedure } from '../../trpc';

/** The Message Details dialog: the message and its reply threads. */
export const getMessage = staffProcedure
  .input(z.object({ id: idSchema }))
  .output(adminMessageDetailsSchema)
  .query(({ ctx, input }) => getAdminMessage(ctx.deps, input.id));

import { passkeyListSchema } from '@advance/contracts';
import { listPasskeys as listMine } from '@advance/core';
import { authedProcedure } from '../../../trpc';

/** The caller's own passkeys. */
export const listPasskeys = authedProcedure
  .output(passkeyListSchema)
  .query(({ ctx }) => listMine(ctx.deps, ctx.user));

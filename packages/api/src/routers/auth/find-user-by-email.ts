import { userByEmailInputSchema } from '@advance/contracts';
import { findUserIdByEmail } from '@advance/core';
import { publicProcedure } from '../../trpc';

export const findUserByEmail = publicProcedure
  .input(userByEmailInputSchema)
  .query(({ ctx, input }) => findUserIdByEmail(ctx.deps, ctx.session?.user ?? null, input.email));

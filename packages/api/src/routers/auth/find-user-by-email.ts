import { userByEmailInputSchema, userByEmailSchema } from '@advance/contracts';
import { findUserIdByEmail } from '@advance/core';
import { publicProcedure } from '../../trpc';

export const findUserByEmail = publicProcedure
  .input(userByEmailInputSchema)
  .output(userByEmailSchema)
  .query(({ ctx, input }) => findUserIdByEmail(ctx.deps, ctx.session?.user ?? null, input.email));

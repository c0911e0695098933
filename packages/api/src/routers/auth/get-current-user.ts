import { publicUserSchema } from '@advance/contracts';
import { publicProcedure } from '../../trpc';

/** The signed-in user, or null: a signed-out visitor is not an error here. */
export const getCurrentUser = publicProcedure
  .output(publicUserSchema.nullable())
  .query(({ ctx }) => ctx.session?.user ?? null);

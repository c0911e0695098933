import { publicProcedure } from '../../trpc';

/** The signed-in user, or null: a signed-out visitor is not an error here. */
export const getCurrentUser = publicProcedure.query(({ ctx }) => ctx.session?.user ?? null);

import { publicUserSchema } from '@advance/contracts';
import { anyStageProcedure } from '../../trpc';

/**
 * The signed-in user, or null: a signed-out visitor is not an error here. A partial
 * session answers its user too, so the second-factor step can greet them.
 */
export const getCurrentUser = anyStageProcedure
  .output(publicUserSchema.nullable())
  .query(({ ctx }) => ctx.session?.user ?? null);

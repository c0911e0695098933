import { localeSchema } from '@advance/contracts';
import { setLocale as set } from '@advance/core';
import { z } from 'zod';
import { authedProcedure } from '../../trpc';

const localeInputSchema = z.object({ locale: localeSchema });

/** Issue 20: the caller's own language (the switch "English | Español" when signed in). */
export const setLocale = authedProcedure
  .input(localeInputSchema)
  .output(localeInputSchema)
  .mutation(({ ctx, input }) => set(ctx.deps, ctx.user.id, input.locale));

import { quoteQuerySchema, quoteSchema } from '@advance/contracts';
import { getQuote as quote } from '@advance/core';
import { publicProcedure } from '../../trpc';

/** Public: the Truth-in-Lending figures for an amount and a benefit schedule (issue 14). */
export const getQuote = publicProcedure
  .input(quoteQuerySchema)
  .output(quoteSchema)
  .query(({ ctx, input }) => quote(ctx.deps, input));

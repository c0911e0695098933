import { benefitCalendarQuerySchema, benefitCalendarSchema } from '@advance/contracts';
import { listBenefitDates as list } from '@advance/core';
import { publicProcedure } from '../../trpc';

/** Public: the next benefit dates of a Social Security payment schedule (issue 14). */
export const listBenefitDates = publicProcedure
  .input(benefitCalendarQuerySchema)
  .output(benefitCalendarSchema)
  .query(({ ctx, input }) => list(ctx.deps, input));

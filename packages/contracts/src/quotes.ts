import { z } from 'zod';
import { benefitScheduleSchema, financialStepSchema } from './applications';
import { text } from './fields';
import { quoteMessages } from './messages';
import { isIsoDate } from './pricing/calendar';

/**
 * The public pricing paths (issue 14): `GET /api/pricing/quote` (tRPC `pricing.quote`) and
 * `GET /api/benefit-calendar` (tRPC `pricing.benefitDates`). The figures themselves come from
 * `quoteAdvance` and `nextBenefitDates` in `./pricing`, the same functions the browser runs.
 */

/** The earliest and latest `from` the paths accept: the calendar's holiday rules hold there. */
export const QUOTE_FIRST_DATE = '2000-01-01';
export const QUOTE_LAST_DATE = '2099-12-31';

/** A calendar date, YYYY-MM-DD, within the calendar's range. */
export const quoteDateSchema = text({ error: quoteMessages.dateInvalid })
  .trim()
  .refine((v) => isIsoDate(v) && v >= QUOTE_FIRST_DATE && v <= QUOTE_LAST_DATE, {
    error: quoteMessages.dateInvalid,
  });

/** `?amount=500&schedule=third_wednesday&from=2026-11-23`; `from` defaults to today in New York. */
export const quoteQuerySchema = z.object({
  /** The wizard's rule and texts ("Minimum advance is $100", "Maximum advance is $5,000"). */
  amount: financialStepSchema.shape.requestedAmount,
  schedule: benefitScheduleSchema,
  from: quoteDateSchema.optional(),
});
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

/** The answer: the `Quote` of `./pricing` (dollars, dates YYYY-MM-DD, `apr` a percentage). */
export const quoteSchema = z.object({
  amount: z.number(),
  fee: z.number(),
  amountFinanced: z.number(),
  financeCharge: z.number(),
  totalOfPayments: z.number(),
  apr: z.number(),
  disbursementDate: text(),
  dueDate: text(),
  days: z.number(),
  schedule: benefitScheduleSchema,
});

export const BENEFIT_CALENDAR_MAX_COUNT = 24;
export const BENEFIT_CALENDAR_DEFAULT_COUNT = 12;

/** `?schedule=first_of_month&from=2026-01-01&count=12`: `from` defaults to today, `count` to 12. */
export const benefitCalendarQuerySchema = z.object({
  schedule: benefitScheduleSchema,
  from: quoteDateSchema.optional(),
  count: z.coerce
    .number({ error: quoteMessages.countRange })
    .int({ error: quoteMessages.countRange })
    .min(1, { error: quoteMessages.countRange })
    .max(BENEFIT_CALENDAR_MAX_COUNT, { error: quoteMessages.countRange })
    .default(BENEFIT_CALENDAR_DEFAULT_COUNT),
});
export type BenefitCalendarQuery = z.infer<typeof benefitCalendarQuerySchema>;

/** The next `count` benefit dates on or after `from`, in order. */
export const benefitCalendarSchema = z.object({
  schedule: benefitScheduleSchema,
  dates: z.array(text()),
});

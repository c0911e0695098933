import {
  feeSchedule,
  type IsoDate,
  marketing,
  nextBenefitDates,
  pricingMessages,
  type Quote,
  quoteAdvance,
  representativeAprRange,
  todayInNewYork,
} from '@advance/contracts';
import { formatApr } from '../../lib/format';

/**
 * Every price the public pages state, computed from the fee schedule and the benefit
 * calendar (issue 14): none is written down anywhere, so changing `feeSchedule` changes them
 * all. Today is the product's business day, in New York.
 */

/** The landing page's example advance, quoted today on the example's schedule. */
export function exampleQuote(today: IsoDate = todayInNewYork()): Quote {
  return quoteAdvance({
    amount: marketing.example.amount,
    schedule: marketing.example.schedule,
    from: today,
  });
}

/** The example schedule's next benefit date on or after today. */
export function exampleNextBenefitDate(today: IsoDate = todayInNewYork()): IsoDate {
  const [next] = nextBenefitDates(marketing.example.schedule, today, 1);
  if (!next) throw new Error('The benefit calendar gave no next date');
  return next;
}

/** "APRs from 24.33% to 55.87% for a single advance repaid on your next benefit date". */
export function aprRangeStatement(): string {
  const { min, max } = representativeAprRange();
  return pricingMessages.aprRange(formatApr(min), formatApr(max));
}

/** "3%": the processing fee as the schedule sets it. */
export function feePercentText(): string {
  return `${feeSchedule.feePercent}%`;
}

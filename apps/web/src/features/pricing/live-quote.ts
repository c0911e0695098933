import {
  type BenefitSchedule,
  type IsoDate,
  MAX_ADVANCE,
  MIN_ADVANCE,
  type Quote,
  quoteAdvance,
} from '@advance/contracts';

/** The schedule whose calendar prices the money figures before the applicant has one. */
const ANY_SCHEDULE: BenefitSchedule = 'third_wednesday';

export interface LiveQuote {
  quote: Quote;
  /** False while no schedule is known: the money figures hold, the APR and due date do not. */
  scheduleKnown: boolean;
}

/**
 * The wizard's quote, from the same `quoteAdvance` the server stores with the application.
 * The fee, amount financed and total of payments do not depend on the calendar, so they are
 * shown before the schedule is known; the APR and the due date wait for it. `null` for an
 * amount the product does not lend.
 */
export function liveQuote(
  amount: number,
  schedule: BenefitSchedule | null | undefined,
  today: IsoDate,
): LiveQuote | null {
  if (!Number.isFinite(amount) || amount < MIN_ADVANCE || amount > MAX_ADVANCE) return null;
  return {
    quote: quoteAdvance({ amount, schedule: schedule ?? ANY_SCHEDULE, from: today }),
    scheduleKnown: Boolean(schedule),
  };
}

import {
  type BenefitSchedule,
  type IsoDate,
  type Quote,
  type QuoteQuery,
  quoteAdvance,
  todayInNewYork,
} from '@advance/contracts';
import type { CoreDeps } from '../deps';

/**
 * The Truth-in-Lending quote for an amount on a benefit schedule, quoted on `from` (today in
 * New York when absent): the same `quoteAdvance` the wizard runs, so both show one figure.
 */
export function quoteOn(
  deps: Pick<CoreDeps, 'now'>,
  amount: number,
  schedule: BenefitSchedule,
  from?: IsoDate,
): Quote {
  return quoteAdvance({ amount, schedule, from: from ?? todayInNewYork(deps.now()) });
}

/** `GET /api/pricing/quote` and `pricing.quote`: public, no sign-in. */
export const getQuote = (deps: Pick<CoreDeps, 'now'>, query: QuoteQuery): Quote =>
  quoteOn(deps, query.amount, query.schedule, query.from);

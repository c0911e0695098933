/**
 * The one fee schedule (configuration): every price the product shows is computed from it.
 * This file imports nothing so that `applications.ts` (calculateFee) and `quote.ts` can both
 * read it without an import cycle. Edit the figures here only.
 */
export interface FeeSchedule {
  /** Fee as a percentage of the amount requested, rounded to the cent. */
  readonly feePercent: number;
  /** Funding is assumed this many business days after the quote. */
  readonly fundingBusinessDays: number;
  /** The due date is the first benefit date at least this many days after funding. */
  readonly minDaysFundingToDue: number;
}

/** Today: 3 % of the amount ($15 on $500), funded 2 business days after the quote, due ≥ 7 days after funding. */
export const feeSchedule: FeeSchedule = Object.freeze({
  feePercent: 3,
  fundingBusinessDays: 2,
  minDaysFundingToDue: 7,
});

/** The fee in whole cents for an amount in whole cents: `feePercent` of it, rounded half up to the cent. */
export function feeCentsFor(amountCents: number, fees: FeeSchedule = feeSchedule): number {
  return Math.round((amountCents * fees.feePercent) / 100);
}

/**
 * The Truth-in-Lending figures of an advance (Regulation Z style), computed from the one fee
 * schedule. Server, wizard and marketing pages all call these functions. Money is computed in
 * whole cents and returned in dollars, as everywhere in the API.
 */
import { MAX_ADVANCE, MIN_ADVANCE } from '../limits';
import { type BenefitSchedule, benefitSchedules } from './benefit-schedule';
import { addBusinessDays, addDays, daysBetween, type IsoDate, nextBenefitDates } from './calendar';
import { benefitDayNumber, dayNumberOf, isBusinessDayNumber } from './day-numbers';
import { type FeeSchedule, feeCentsFor, feeSchedule } from './fee-schedule';

export { type FeeSchedule, feeCentsFor, feeSchedule };

/** The Truth-in-Lending figures of one advance (money in dollars, dates YYYY-MM-DD). */
export interface Quote {
  amount: number;
  fee: number;
  amountFinanced: number;
  financeCharge: number;
  totalOfPayments: number;
  /** Percentage, two decimals (37.63 for $15 on $500 over 30 days). */
  apr: number;
  disbursementDate: IsoDate;
  dueDate: IsoDate;
  days: number;
  schedule: BenefitSchedule;
}

/**
 * APR of one advance repaid by one payment: charge / financed × 365 / days, as a percentage
 * rounded half up to two decimals ($15 on $485 over 30 days: 37.63). Computed on integers, so
 * no binary-fraction error decides a rounding. Throws a RangeError for non-positive inputs.
 */
export function aprPercent(
  financeChargeCents: number,
  amountFinancedCents: number,
  days: number,
): number {
  if (
    !Number.isInteger(financeChargeCents) ||
    !Number.isInteger(amountFinancedCents) ||
    !Number.isInteger(days) ||
    financeChargeCents < 0 ||
    amountFinancedCents <= 0 ||
    days <= 0
  ) {
    throw new RangeError('aprPercent needs whole cents, a positive amount financed and days');
  }
  // APR in hundredths of a percent = charge × 365 × 10 000 / (financed × days).
  const numerator = financeChargeCents * 365 * 10_000;
  const denominator = amountFinancedCents * days;
  return Math.floor((2 * numerator + denominator) / (2 * denominator)) / 100;
}

/**
 * The quote for `amount` dollars (MIN_ADVANCE–MAX_ADVANCE, cents allowed) on `schedule`, quoted
 * on `from` (YYYY-MM-DD, e.g. `todayInNewYork()`):
 * - fee = `feePercent` of the amount rounded to the cent (the same rounding as calculateFee);
 *   finance charge = fee, amount financed = amount − fee, total of payments = amount;
 * - disbursement = `fundingBusinessDays` business days after `from` (counted from the next
 *   business day when `from` is not one);
 * - due = the first benefit date at least `minDaysFundingToDue` days after disbursement;
 * - days = disbursement → due, apr = aprPercent(fee, financed, days).
 * Throws a RangeError for an amount out of range, an unknown schedule or a bad date.
 */
export function quoteAdvance(input: {
  amount: number;
  schedule: BenefitSchedule;
  from: IsoDate;
  fees?: FeeSchedule;
}): Quote {
  const { amount, schedule, from, fees = feeSchedule } = input;
  if (!Number.isFinite(amount) || amount < MIN_ADVANCE || amount > MAX_ADVANCE) {
    throw new RangeError(`The amount must be $${MIN_ADVANCE}–$${MAX_ADVANCE}: ${amount}`);
  }
  if (!benefitSchedules.includes(schedule)) {
    throw new RangeError(`Not a benefit schedule: ${String(schedule)}`);
  }
  const amountCents = Math.round(amount * 100);
  const feeCents = feeCentsFor(amountCents, fees);
  const financedCents = amountCents - feeCents;
  const disbursementDate = addBusinessDays(from, fees.fundingBusinessDays);
  const [dueDate] = nextBenefitDates(
    schedule,
    addDays(disbursementDate, fees.minDaysFundingToDue),
    1,
  ) as [IsoDate];
  const days = daysBetween(disbursementDate, dueDate);
  return {
    amount: amountCents / 100,
    fee: feeCents / 100,
    amountFinanced: financedCents / 100,
    financeCharge: feeCents / 100,
    totalOfPayments: amountCents / 100,
    apr: aprPercent(feeCents, financedCents, days),
    disbursementDate,
    dueDate,
    days,
    schedule,
  };
}

/** The amount the representative APR range is stated for ($500, the wizard's default). */
export const REPRESENTATIVE_AMOUNT = 500;

/**
 * The calendar repeats every 28 years from 1901 to 2099 (the weekday of January 1 and leap years,
 * hence every holiday and benefit date, cycle together), so every quote date of 2001–2028 covers
 * every term the calendar can produce in this century.
 */
const CYCLE_FIRST_YEAR = 2001;
const CYCLE_YEARS = 28;

const termCache = new Map<string, { shortest: number; longest: number }>();

/**
 * The shortest and longest terms (days from disbursement to due date) that any quote date can
 * produce on any of the five schedules, under the funding and minimum-term rules of `fees`.
 * Found by walking every day of a full 28-year calendar cycle (2001–2028) against each
 * schedule's payment dates (a few milliseconds; memoized per rule pair).
 */
export function representativeTermDays(fees: FeeSchedule = feeSchedule): {
  shortest: number;
  longest: number;
} {
  const key = `${fees.fundingBusinessDays}/${fees.minDaysFundingToDue}`;
  const cached = termCache.get(key);
  if (cached) return cached;
  const first = dayNumberOf(CYCLE_FIRST_YEAR, 1, 1);
  const last = dayNumberOf(CYCLE_FIRST_YEAR + CYCLE_YEARS - 1, 12, 31);
  // Every day the advance can be funded: any day when funding is immediate, else the business days.
  const disbursements: number[] = [];
  for (let d = first; d <= last; d += 1) {
    if (fees.fundingBusinessDays === 0 || isBusinessDayNumber(d)) disbursements.push(d);
  }
  let shortest = Number.POSITIVE_INFINITY;
  let longest = 0;
  for (const schedule of benefitSchedules) {
    const payments: number[] = [];
    for (let month = 0; month < (CYCLE_YEARS + 1) * 12; month += 1) {
      const year = CYCLE_FIRST_YEAR + Math.floor(month / 12);
      payments.push(benefitDayNumber(schedule, year, (month % 12) + 1));
    }
    let next = 0;
    for (const d of disbursements) {
      const earliest = d + fees.minDaysFundingToDue;
      while ((payments[next] as number) < earliest) next += 1;
      const days = (payments[next] as number) - d;
      if (days < shortest) shortest = days;
      if (days > longest) longest = days;
    }
  }
  const terms = { shortest, longest };
  termCache.set(key, terms);
  return terms;
}

/**
 * The representative APR range, stated for REPRESENTATIVE_AMOUNT ($500; other amounts differ
 * only by the fee's rounding to the cent): `max` is the APR of the shortest term the calendar
 * can produce, `min` that of the longest (see representativeTermDays). Today: 7 days → max,
 * the longest gap between benefit dates → min.
 */
export function representativeAprRange(fees: FeeSchedule = feeSchedule): {
  min: number;
  max: number;
} {
  const { shortest, longest } = representativeTermDays(fees);
  const amountCents = REPRESENTATIVE_AMOUNT * 100;
  const feeCents = feeCentsFor(amountCents, fees);
  return {
    min: aprPercent(feeCents, amountCents - feeCents, longest),
    max: aprPercent(feeCents, amountCents - feeCents, shortest),
  };
}

/**
 * Issue 18: the final disclosure, recomputed for the real funding date. The fee is the one
 * quoted (a share of the amount requested), the due date is the first benefit date at least
 * `minDaysFundingToDue` days after funding but never earlier than the date disclosed at
 * application, and the APR follows the real term.
 */
import type { BenefitSchedule } from './benefit-schedule';
import { addDays, daysBetween, type IsoDate, nextBenefitDates } from './calendar';
import { type FeeSchedule, feeSchedule } from './fee-schedule';
import { aprPercent } from './quote';

export interface FinalDisclosure {
  /** Cents throughout: the ledger's unit. */
  principalCents: number;
  feeCents: number;
  amountFinancedCents: number;
  totalOfPaymentsCents: number;
  /** Hundredths of a percent (37.63 % → 3763), as stored. */
  aprBasisPoints: number;
  fundedOn: IsoDate;
  dueDate: IsoDate;
  days: number;
}

export function finalDisclosure(input: {
  principalCents: number;
  feeCents: number;
  schedule: BenefitSchedule;
  fundedOn: IsoDate;
  /** The due date disclosed at application (or at approval); null when none was. */
  disclosedDueDate: IsoDate | null;
  fees?: FeeSchedule;
}): FinalDisclosure {
  const { principalCents, feeCents, schedule, fundedOn, disclosedDueDate } = input;
  const fees = input.fees ?? feeSchedule;
  const [earliest] = nextBenefitDates(schedule, addDays(fundedOn, fees.minDaysFundingToDue), 1) as [
    IsoDate,
  ];
  const dueDate = disclosedDueDate && disclosedDueDate > earliest ? disclosedDueDate : earliest;
  const days = daysBetween(fundedOn, dueDate);
  const amountFinancedCents = principalCents - feeCents;
  return {
    principalCents,
    feeCents,
    amountFinancedCents,
    totalOfPaymentsCents: principalCents,
    aprBasisPoints: Math.round(aprPercent(feeCents, amountFinancedCents, days) * 100),
    fundedOn,
    dueDate,
    days,
  };
}

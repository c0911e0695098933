import { describe, expect, it } from 'vitest';
import { amountOptions, calculateFee, FEE_RATE_PERCENT } from '../applications';
import { type BenefitSchedule, benefitSchedules } from './benefit-schedule';
import { addDays } from './calendar';
import {
  aprPercent,
  feeSchedule,
  quoteAdvance,
  representativeAprRange,
  representativeTermDays,
} from './quote';

describe('aprPercent (worked by hand: 1500 × 365 × 10 000 / (48 500 × days))', () => {
  it('is 37.63 % for $15 on $485 financed over 30 days', () => {
    expect(aprPercent(1500, 48500, 30)).toBe(37.63); // 3762.89 hundredths
  });
  it('is 80.63 % over 14 days and 25.09 % over 45 days', () => {
    expect(aprPercent(1500, 48500, 14)).toBe(80.63); // 8063.33
    expect(aprPercent(1500, 48500, 45)).toBe(25.09); // 2508.59
  });
  it('rounds half up on exact integers, free of binary-fraction error', () => {
    expect(aprPercent(1, 20000, 365)).toBe(0.01); // exactly 0.005 %
    expect(aprPercent(0, 48500, 30)).toBe(0);
  });
  it('rejects a zero term or amount financed', () => {
    expect(() => aprPercent(1500, 48500, 0)).toThrow(RangeError);
    expect(() => aprPercent(1500, 0, 30)).toThrow(RangeError);
    expect(() => aprPercent(15.5, 48500, 30)).toThrow(RangeError);
  });
});

describe('quoteAdvance', () => {
  it('quotes $500 on the 3rd Wednesday from Monday, November 23, 2026', () => {
    // Funded Wed Nov 25 (2 business days); due ≥ Dec 2 → 3rd Wednesday Dec 16; 21 days.
    expect(quoteAdvance({ amount: 500, schedule: 'third_wednesday', from: '2026-11-23' })).toEqual({
      amount: 500,
      fee: 15,
      amountFinanced: 485,
      financeCharge: 15,
      totalOfPayments: 500,
      apr: 53.76, // 1500 × 3 650 000 / (48 500 × 21) = 5375.55 hundredths
      disbursementDate: '2026-11-25',
      dueDate: '2026-12-16',
      days: 21,
      schedule: 'third_wednesday',
    });
  });

  const cases: [string, BenefitSchedule, string, string, number, number][] = [
    // from (Thanksgiving) → funded Mon Nov 30 → due ≥ Dec 7 → SSI for January on Dec 31.
    ['2026-11-26', 'first_of_month', '2026-11-30', '2026-12-31', 31, 36.42],
    // from Tue Jun 30 → funded Thu Jul 2 → due ≥ Jul 9 → Aug 3.
    ['2026-06-30', 'third_of_month', '2026-07-02', '2026-08-03', 32, 35.28],
    // from Fri Oct 30 → funded Tue Nov 3 → due ≥ Nov 10 → Tue Nov 10 (Veterans Day moved it).
    ['2026-10-30', 'second_wednesday', '2026-11-03', '2026-11-10', 7, 161.27],
    // from Tue Mar 31 → funded Thu Apr 2 → due ≥ Apr 9, just after Apr 8 → May 13: the longest term.
    ['2026-03-31', 'second_wednesday', '2026-04-02', '2026-05-13', 41, 27.53],
    // from Sat Jul 4 → funded Tue Jul 7 (Mon is day 1) → due ≥ Jul 14 → 4th Wednesday Jul 22.
    ['2026-07-04', 'fourth_wednesday', '2026-07-07', '2026-07-22', 15, 75.26],
  ];
  for (const [from, schedule, disbursementDate, dueDate, days, apr] of cases) {
    it(`quotes ${schedule} from ${from}`, () => {
      expect(quoteAdvance({ amount: 500, schedule, from })).toMatchObject({
        disbursementDate,
        dueDate,
        days,
        apr,
      });
    });
  }

  it('rounds the fee to the cent exactly as calculateFee does', () => {
    const odd = quoteAdvance({ amount: 333.33, schedule: 'third_wednesday', from: '2026-11-23' });
    expect(odd).toMatchObject({
      fee: 10,
      financeCharge: 10,
      amountFinanced: 323.33,
      totalOfPayments: 333.33,
    });
    const half = quoteAdvance({ amount: 100.5, schedule: 'third_wednesday', from: '2026-11-23' });
    expect(half).toMatchObject({ fee: 3.02, amountFinanced: 97.48 }); // 301.5 cents → 302
    for (const amount of [...amountOptions, 100.5, 333.33, 1234.56, 4999.99]) {
      const q = quoteAdvance({ amount, schedule: 'first_of_month', from: '2026-01-01' });
      const { feeCents, toReceiveCents } = calculateFee(amount);
      expect(Math.round(q.fee * 100)).toBe(feeCents);
      expect(Math.round(q.amountFinanced * 100)).toBe(toReceiveCents);
      expect(Math.round((q.fee + q.amountFinanced) * 100)).toBe(Math.round(amount * 100));
    }
  });

  it('reads the one fee schedule (calculateFee and FEE_RATE_PERCENT too)', () => {
    expect(feeSchedule).toEqual({ feePercent: 3, fundingBusinessDays: 2, minDaysFundingToDue: 7 });
    expect(FEE_RATE_PERCENT).toBe(feeSchedule.feePercent);
    const fees = { feePercent: 5, fundingBusinessDays: 1, minDaysFundingToDue: 10 };
    // Funded Tue Nov 24; due ≥ Dec 4 → Dec 16; 22 days; $25 on $475.
    expect(
      quoteAdvance({ amount: 500, schedule: 'third_wednesday', from: '2026-11-23', fees }),
    ).toMatchObject({
      fee: 25,
      amountFinanced: 475,
      disbursementDate: '2026-11-24',
      dueDate: '2026-12-16',
      days: 22,
      apr: 87.32, // 2500 × 3 650 000 / (47 500 × 22) = 8732.06 hundredths
    });
  });

  it('rejects amounts out of range, unknown schedules and bad dates', () => {
    const q =
      (amount: number, schedule = 'first_of_month', from = '2026-01-01') =>
      () =>
        quoteAdvance({ amount, schedule: schedule as BenefitSchedule, from });
    expect(q(99.99)).toThrow(RangeError);
    expect(q(5000.01)).toThrow(RangeError);
    expect(q(Number.NaN)).toThrow(RangeError);
    expect(q(500, 'weekly')).toThrow(RangeError);
    expect(q(500, 'first_of_month', '2026-02-30')).toThrow(RangeError);
    expect(q(100)).not.toThrow();
    expect(q(5000)).not.toThrow();
  });
});

describe('representativeAprRange', () => {
  it('spans the shortest (7 days) and longest (41 days) terms for $500', () => {
    // 41 = a 35-day gap between two 2nd (3rd, 4th) Wednesdays + funded 6 days before the first.
    expect(representativeTermDays()).toEqual({ shortest: 7, longest: 41 });
    expect(representativeAprRange()).toEqual({ min: 27.53, max: 161.27 });
  });

  it('follows the fee schedule', () => {
    const range = representativeAprRange({
      feePercent: 5,
      fundingBusinessDays: 2,
      minDaysFundingToDue: 7,
    });
    expect(range).toEqual({ min: 46.85, max: 274.44 }); // $25 on $475 over 41 and 7 days
  });

  it('covers every quote of 2026 and 2027 on every schedule, and both ends occur', () => {
    const { min, max } = representativeAprRange();
    expect(min).toBeLessThan(max);
    expect(min).toBeGreaterThan(20);
    expect(max).toBeLessThan(200);
    const seen = new Set<number>();
    for (let from = '2026-01-01'; from < '2028-01-01'; from = addDays(from, 1)) {
      for (const schedule of benefitSchedules) {
        const quote = quoteAdvance({ amount: 500, schedule, from });
        expect(quote.apr).toBeGreaterThanOrEqual(min);
        expect(quote.apr).toBeLessThanOrEqual(max);
        seen.add(quote.days);
      }
    }
    expect(Math.min(...seen)).toBe(7);
    expect(Math.max(...seen)).toBe(41);
  });
});

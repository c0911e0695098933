import { describe, expect, it } from 'vitest';
import {
  ageOn,
  amountOptions,
  calculateFee,
  customerStatusText,
  financialStepSchema,
  reviewStatusSchema,
} from './applications';
import { applicationMessages } from './messages';

describe('calculateFee', () => {
  it('is 3 % rounded to the cent, as in the spec’s $500 example', () => {
    expect(calculateFee(500)).toEqual({ feeCents: 1500, toReceiveCents: 48500 });
    expect(calculateFee(100)).toEqual({ feeCents: 300, toReceiveCents: 9700 });
    expect(calculateFee(5000)).toEqual({ feeCents: 15000, toReceiveCents: 485000 });
    expect(calculateFee(333.33)).toEqual({ feeCents: 1000, toReceiveCents: 32333 });
  });

  it('keeps fee + amount received equal to the amount for every selectable amount', () => {
    for (const amount of amountOptions) {
      const { feeCents, toReceiveCents } = calculateFee(amount);
      expect(feeCents + toReceiveCents).toBe(amount * 100);
    }
  });
});

describe('ageOn', () => {
  const today = new Date('2026-11-21T12:00:00Z');
  it('counts whole years and turns on the birthday', () => {
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
    expect(ageOn('1950-01-01', today)).toBe(76);
  });
});

describe('financial step', () => {
  const valid = {
    requestedAmount: 500,
    howOftenNeedCash: 'monthly',
    monthlyBenefit: 1200,
    benefitPaymentDay: 3,
    monthlyRentMortgage: 0,
    dateOfBirth: '1960-04-02',
  };
  it('accepts numbers typed as strings (form inputs) and zero rent', () => {
    const parsed = financialStepSchema.parse({
      ...valid,
      monthlyBenefit: '1200.50',
      benefitPaymentDay: '15',
    });
    expect(parsed.monthlyBenefit).toBe(1200.5);
    expect(parsed.benefitPaymentDay).toBe(15);
  });
  it('accepts the API’s second reading of how often', () => {
    expect(financialStepSchema.safeParse({ ...valid, howOftenNeedCash: 'rarely' }).success).toBe(
      true,
    );
  });
  it('refuses what is not a finite number', () => {
    const result = financialStepSchema.safeParse({ ...valid, monthlyBenefit: 'Infinity' });
    expect(result.error?.issues[0]?.message).toBe(applicationMessages.monthlyBenefitRequired);
  });
});

describe('review status', () => {
  it('accepts any letter case and returns the stored form', () => {
    expect(reviewStatusSchema.parse('additional documentation requested')).toBe(
      'Additional Documentation Requested',
    );
  });
  it('asks for a decision otherwise', () => {
    expect(reviewStatusSchema.safeParse('').error?.issues[0]?.message).toBe(
      applicationMessages.decisionRequired,
    );
    expect(reviewStatusSchema.safeParse('maybe').error?.issues[0]?.message).toBe(
      applicationMessages.decisionRequired,
    );
  });
});

describe('customerStatusText', () => {
  it('follows docs/architecture.md §5', () => {
    expect(customerStatusText('Approved').text).toBe(applicationMessages.statusApproved);
    expect(customerStatusText('Denied').text).toBe(applicationMessages.statusRejected);
    expect(customerStatusText('Waiting approval').text).toBe(applicationMessages.statusPending);
    expect(customerStatusText('Additional Documentation Requested')).toMatchObject({
      text: applicationMessages.statusDocumentsNeeded,
      documentsRequested: true,
    });
    expect(customerStatusText(null)).toEqual({
      badge: 'Under Review',
      text: applicationMessages.statusNone,
      documentsRequested: false,
    });
  });
});

import { howOftenValues } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { scheduleLabel } from '../pricing/schedule-choice';
import { amountItems, contactItems, financialItems, howOftenLabel } from './application-details';

describe('application details', () => {
  it('labels every "how often" value of both spec readings', () => {
    for (const value of howOftenValues) expect(howOftenLabel(value)).not.toBe(value);
    expect(howOftenLabel('emergencies')).toBe('Only for emergencies');
    expect(howOftenLabel('something-new')).toBe('something-new');
  });

  it('formats money in USD and the payment day in words', () => {
    const items = financialItems({
      monthlyBenefit: 1450.5,
      benefitPaymentDay: 3,
      benefitSchedule: 'third_of_month',
      monthlyRentMortgage: 0,
      howOftenNeedCash: 'monthly',
    });
    expect(items.map((i) => i.value)).toEqual([
      '$1,450.50',
      'The 3rd of each month',
      scheduleLabel('third_of_month'),
      '$0',
      'Monthly',
    ]);
    expect(
      amountItems({ requestedAmount: 500, processingFee: 15, amountToReceive: 485 }).map(
        (i) => i.value,
      ),
    ).toEqual(['$500', '$15', '$485']);
  });

  it('joins the name', () => {
    const [name] = contactItems({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'j@x.co',
      phone: '5551234567',
      zipCode: '12345',
    });
    expect(name).toEqual({ label: 'Name', value: 'Jane Doe' });
  });
});

import { advanceMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { payFormSchema } from './pay-form-schema';

const schema = payFormSchema({ balance: 500, dueDate: '2025-01-03' }, '2025-01-05');
const messages = (values: { amount: string; date: string; consent: boolean }) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const valid = { amount: '500', date: '2025-01-05', consent: true };

describe('payFormSchema', () => {
  it('gives dollars for a valid form', () => {
    expect(schema.parse({ ...valid, amount: ' 120.55 ' })).toEqual({
      amount: 120.55,
      date: '2025-01-05',
      consent: true,
    });
  });

  it('refuses a missing, zero, fractional-cent or negative amount with the server message', () => {
    for (const amount of ['', '0', '-5', '10.005', 'abc'])
      expect(messages({ ...valid, amount })).toEqual([advanceMessages.amountInvalid]);
  });

  it('refuses more than the balance', () => {
    expect(messages({ ...valid, amount: '500.01' })).toEqual([advanceMessages.overpayment(500)]);
  });

  it('refuses a date before the benefit date or more than 30 days ahead', () => {
    expect(messages({ ...valid, date: '2025-01-02' })).toEqual([
      advanceMessages.payDateBeforeBenefit('Jan 03, 2025'),
    ]);
    expect(messages({ ...valid, date: '2025-02-04' })).toEqual([]);
    expect(messages({ ...valid, date: '2025-02-05' })).toEqual([advanceMessages.payDateTooFar]);
    expect(messages({ ...valid, date: '' })).toEqual([advanceMessages.dateInvalid]);
  });

  it('needs the consent', () => {
    expect(messages({ ...valid, consent: false })).toEqual([advanceMessages.consentRequired]);
  });
});

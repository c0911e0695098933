import { advanceMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { type AdvanceField, advanceErrorField } from './advance-errors';

const all: AdvanceField[] = ['amount', 'date', 'method', 'reference', 'reason'];

describe('advanceErrorField', () => {
  it('puts an overpayment under the amount, whatever the balance in it', () => {
    expect(advanceErrorField(advanceMessages.overpayment(412.5), all)).toBe('amount');
    expect(advanceErrorField(advanceMessages.disbursementMustEqual(485), all)).toBe('amount');
    expect(advanceErrorField(advanceMessages.authorizationAmountMismatch, all)).toBe('amount');
  });

  it('puts date refusals under the date and reason refusals under the reason', () => {
    expect(advanceErrorField(advanceMessages.dateInFuture, all)).toBe('date');
    expect(advanceErrorField(advanceMessages.fundedBeforeApproval, all)).toBe('date');
    expect(advanceErrorField(advanceMessages.receivedBeforeFunding, all)).toBe('date');
    expect(advanceErrorField(advanceMessages.reasonRequired, all)).toBe('reason');
    expect(advanceErrorField(advanceMessages.referenceTooLong, all)).toBe('reference');
  });

  it('leaves refusals about the whole advance, and fields the form lacks, to the form', () => {
    expect(advanceErrorField(advanceMessages.alreadyFunded, all)).toBeNull();
    expect(advanceErrorField(advanceMessages.cancelled, all)).toBeNull();
    expect(advanceErrorField(advanceMessages.alreadyReversed, all)).toBeNull();
    expect(advanceErrorField(advanceMessages.overpayment(10), ['reason'])).toBeNull();
  });
});

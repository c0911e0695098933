import { describe, expect, it } from 'vitest';
import { describeLedgerEntry } from './ledger-description';

describe('describeLedgerEntry', () => {
  it('says each kind in plain words', () => {
    expect(describeLedgerEntry({ kind: 'disbursement', amount: 485, method: 'ach' })).toBe(
      'We sent you $485 by ACH bank transfer.',
    );
    expect(describeLedgerEntry({ kind: 'payment', amount: 100, method: 'debit_card' })).toBe(
      'Payment of $100 received by debit card. Thank you.',
    );
    expect(describeLedgerEntry({ kind: 'fee', amount: 15, method: null })).toBe(
      'Processing fee of $15.',
    );
    expect(describeLedgerEntry({ kind: 'waiver', amount: 15, method: null })).toBe(
      '$15 forgiven: you do not owe it.',
    );
    expect(
      describeLedgerEntry({
        kind: 'reversal',
        amount: 100,
        method: null,
        reversed: { kind: 'payment', effectiveDate: '2026-12-03' },
      }),
    ).toBe('Correction: $100 for the payment of 2026-12-03 was undone.');
  });
});

import type { Advance, LedgerEntry } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { advanceWithReversal } from '../../../lib/testing/advance-fixture';
import {
  balanceAfterFundingCents,
  balanceAfterReversalCents,
  isReversible,
  parseDollars,
  typedCents,
} from './advance-form';

describe('typed amounts', () => {
  it('reads dollars with a sign or thousands separators', () => {
    expect(parseDollars('$1,234.50')).toBe(1234.5);
    expect(parseDollars(' 20 ')).toBe(20);
    expect(Number.isNaN(parseDollars(''))).toBe(true);
    expect(Number.isNaN(parseDollars('12a'))).toBe(true);
  });

  it('gives cents only for a usable amount', () => {
    expect(typedCents('100.10')).toBe(10010);
    expect(typedCents('0')).toBeNull();
    expect(typedCents('1.234')).toBeNull();
    expect(typedCents('')).toBeNull();
  });
});

describe('new balance previews', () => {
  const advance: Advance = advanceWithReversal();
  const entry = (id: string) => advance.entries.find((e) => e.id === id) as LedgerEntry;

  it('funding owes the principal: amount financed plus fee', () => {
    const awaiting = { ...advance, balance: 0, entries: [] };
    expect(balanceAfterFundingCents(awaiting)).toBe(50000);
  });

  it('reversing a payment owes it again; reversing the disbursement takes its fee too', () => {
    expect(balanceAfterReversalCents(advance, entry('e4'))).toBe(advance.balance * 100 + 5000);
    const noCredits = { ...advance, balance: 500, entries: advance.entries.slice(0, 2) };
    expect(balanceAfterReversalCents(noCredits, entry('e1'))).toBe(0);
  });

  it('offers reversal for live disbursements, payments and waivers only', () => {
    expect(isReversible(entry('e1'))).toBe(true);
    expect(isReversible(entry('e2'))).toBe(false); // fee
    expect(isReversible(entry('e3'))).toBe(false); // reversed already
    expect(isReversible(entry('e5'))).toBe(false); // a reversal
    expect(isReversible(entry('e4'))).toBe(true);
  });
});

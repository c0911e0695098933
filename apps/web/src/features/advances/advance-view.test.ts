import { describe, expect, it } from 'vitest';
import { authorization, entry, fundedAdvance } from '../../lib/testing/advance-fixture';
import {
  advancesByApplication,
  earliestPayDate,
  historyOf,
  pastAuthorizations,
  payDefaults,
  paySection,
} from './advance-view';

describe('paySection', () => {
  it('shows nothing before funding, once cancelled, or when nothing is owed', () => {
    expect(paySection(fundedAdvance({ state: 'awaiting_funding', fundedAt: null }))).toEqual({
      kind: 'none',
    });
    expect(paySection(fundedAdvance({ state: 'cancelled' }))).toEqual({ kind: 'none' });
    expect(paySection(fundedAdvance({ state: 'repaid', balance: 0 }))).toEqual({ kind: 'none' });
    expect(paySection(fundedAdvance({ balance: 0, canAuthorizePayment: true }))).toEqual({
      kind: 'none',
    });
  });

  it('before the benefit date says from when, whatever else', () => {
    expect(paySection(fundedAdvance())).toEqual({ kind: 'notYet', from: '2025-01-03' });
  });

  it('from the benefit date on offers the form, also when past due', () => {
    expect(paySection(fundedAdvance({ canAuthorizePayment: true }))).toEqual({ kind: 'form' });
    expect(paySection(fundedAdvance({ state: 'past_due', canAuthorizePayment: true }))).toEqual({
      kind: 'form',
    });
  });

  it('shows the pending authorisation instead of a second form', () => {
    const pending = authorization();
    const advance = fundedAdvance({
      canAuthorizePayment: true,
      authorizations: [authorization({ id: 'old', status: 'withdrawn' }), pending],
    });
    expect(paySection(advance)).toEqual({ kind: 'pending', authorization: pending });
  });
});

describe('pastAuthorizations', () => {
  it('lists the finished ones, newest first, without the pending one', () => {
    const advance = fundedAdvance({
      authorizations: [
        authorization({ id: 'a', status: 'withdrawn', createdAt: '2025-01-03T10:00:00.000Z' }),
        authorization({ id: 'b', status: 'pending', createdAt: '2025-01-05T10:00:00.000Z' }),
        authorization({ id: 'c', status: 'ended', createdAt: '2025-01-04T10:00:00.000Z' }),
      ],
    });
    expect(pastAuthorizations(advance).map((a) => a.id)).toEqual(['c', 'a']);
  });
});

describe('payment form defaults', () => {
  it('start on the benefit date, or today once it has passed, with the whole balance', () => {
    expect(earliestPayDate('2025-01-03', '2025-01-02')).toBe('2025-01-03');
    expect(earliestPayDate('2025-01-03', '2025-01-09')).toBe('2025-01-09');
    expect(payDefaults({ balance: 212.5, dueDate: '2025-01-03' }, '2025-01-03')).toEqual({
      amount: '212.5',
      date: '2025-01-03',
    });
  });
});

describe('historyOf', () => {
  it('orders entries by effective date, then by when they were recorded', () => {
    const advance = fundedAdvance({
      entries: [
        entry({ id: 'p', kind: 'payment', effectiveDate: '2025-01-04' }),
        entry({ id: 'f', kind: 'fee', createdAt: '2024-12-04T15:00:01.000Z' }),
        entry({ id: 'd', kind: 'disbursement' }),
      ],
    });
    expect(historyOf(advance).map((e) => e.id)).toEqual(['d', 'f', 'p']);
  });
});

it('advancesByApplication keys each advance by its application', () => {
  const a = fundedAdvance();
  const b = fundedAdvance({ id: 'adv-2', applicationId: 'app-2' });
  const map = advancesByApplication([a, b]);
  expect(map.get('app-2')).toBe(b);
  expect(map.get('app-3')).toBeUndefined();
});

import type { Advance, LedgerEntry, PaymentAuthorization } from '@advance/contracts';

/**
 * Advances for component tests, in the shape the server sends them: `fundedAdvance` as
 * `advances.mine` sends it to its applicant, `advanceWithReversal` as staff see a ledger that
 * has seen a bounced check. Each takes overrides for the one field a test is about.
 */

/** A $500 advance funded 2024-12-04: disbursement and fee, nothing paid yet. */
export function fundedAdvance(overrides: Partial<Advance> = {}): Advance {
  return {
    id: 'adv-1',
    applicationId: 'app-1',
    state: 'funded',
    principal: 500,
    fee: 15,
    amountFinanced: 485,
    totalOfPayments: 500,
    apr: 37.63,
    days: 30,
    dueDate: '2025-01-03',
    disclosedDueDate: '2025-01-03',
    fundedAt: '2024-12-04',
    balance: 500,
    paid: 0,
    waived: 0,
    graceEndsOn: '2025-01-06',
    canAuthorizePayment: false,
    cancelReason: null,
    cancelledAt: null,
    entries: [
      entry({
        id: 'e1',
        kind: 'disbursement',
        amount: 485,
        effect: 485,
        description: 'We sent you $485.00',
      }),
      entry({
        id: 'e2',
        kind: 'fee',
        amount: 15,
        effect: 15,
        description: 'Processing fee $15.00',
      }),
    ],
    authorizations: [],
    createdAt: '2024-12-03T15:07:00.000Z',
    ...overrides,
  };
}

/**
 * A $500 advance funded 2026-11-02 as staff see it: disbursement and fee, a $100 payment that
 * was reversed (a bounced check), then a $50 payment. Balance $450.
 */
export function advanceWithReversal(overrides: Partial<Advance> = {}): Advance {
  const staffEntry = (fields: Partial<LedgerEntry> & Pick<LedgerEntry, 'id' | 'kind'>) =>
    entry({
      effectiveDate: '2026-11-02',
      actorName: 'Sam Staff',
      createdAt: '2026-11-02T15:00:00.000Z',
      ...fields,
    });
  return fundedAdvance({
    dueDate: '2026-12-03',
    disclosedDueDate: '2026-12-03',
    fundedAt: '2026-11-02',
    balance: 450,
    paid: 50,
    graceEndsOn: '2026-12-06',
    createdAt: '2026-11-01T15:00:00.000Z',
    entries: [
      staffEntry({
        id: 'e1',
        kind: 'disbursement',
        amount: 485,
        effect: 485,
        method: 'ach',
        reference: 'TRC-1',
      }),
      staffEntry({ id: 'e2', kind: 'fee', amount: 15, effect: 15 }),
      staffEntry({
        id: 'e3',
        kind: 'payment',
        amount: 100,
        effect: -100,
        effectiveDate: '2026-11-20',
        method: 'check',
        reference: 'CHK-77',
        reversedById: 'e5',
      }),
      staffEntry({
        id: 'e4',
        kind: 'payment',
        amount: 50,
        effect: -50,
        effectiveDate: '2026-11-21',
        method: 'money_order',
      }),
      staffEntry({
        id: 'e5',
        kind: 'reversal',
        amount: 100,
        effect: 100,
        effectiveDate: '2026-11-22',
        reason: 'Check bounced',
        reversesId: 'e3',
      }),
    ],
    ...overrides,
  });
}

export function entry(
  overrides: Partial<LedgerEntry> & Pick<LedgerEntry, 'id' | 'kind'>,
): LedgerEntry {
  return {
    amount: 0,
    effect: 0,
    effectiveDate: '2024-12-04',
    method: null,
    reference: null,
    reason: null,
    reversesId: null,
    reversedById: null,
    actorRole: 'staff',
    actorName: null,
    description: '',
    createdAt: '2024-12-04T15:00:00.000Z',
    ...overrides,
  };
}

export function authorization(overrides: Partial<PaymentAuthorization> = {}): PaymentAuthorization {
  return {
    id: 'auth-1',
    amount: 500,
    date: '2025-01-03',
    status: 'pending',
    failedAttempts: 0,
    endedReason: null,
    consentText:
      'I authorise Benefit Advance to collect one payment of $500.00 on or after 2025-01-03 …',
    ipAddress: null,
    createdAt: '2025-01-03T15:00:00.000Z',
    ...overrides,
  };
}

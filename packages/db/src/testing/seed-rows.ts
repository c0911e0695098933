import type { NewAdvance } from '../repositories/advances';
import type { NewLedgerEntry } from '../repositories/ledger-entries';
import type { NewApplication } from '../schema';

// Rows as the product writes them, for the db package's own tests: each test states only
// what it is about.

/** An application as the wizard submits it: a $500 request, the 3 % fee, a benefit on the 3rd. */
export const applicationRow = (
  n: number | string,
  fields: Partial<NewApplication> = {},
): NewApplication => ({
  userId: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `person${n}@example.com`,
  phone: '5551234567',
  zipCode: '10001',
  requestedAmountCents: 50_000,
  processingFeeCents: 1_500,
  amountToReceiveCents: 48_500,
  howOftenNeedCash: 'monthly',
  monthlyBenefitCents: 120_000,
  benefitPaymentDay: 3,
  monthlyRentMortgageCents: 80_000,
  dateOfBirth: '1950-01-01',
  benefitSchedule: 'third_of_month',
  idempotencyKey: null,
  requestFingerprint: `f${n}`,
  ...fields,
});

/** The advance funded for such an application: 30 days to a benefit on Dec 3, 2026. */
export const advanceRow = (
  applicationId: string,
  fields: Partial<NewAdvance> = {},
): NewAdvance => ({
  applicationId,
  userId: null,
  benefitSchedule: 'third_of_month',
  principalCents: 50_000,
  feeCents: 1_500,
  amountFinancedCents: 48_500,
  aprBasisPoints: 3763,
  disclosedDueDate: '2026-12-03',
  dueDate: '2026-12-03',
  days: 30,
  ...fields,
});

/** The advance's disbursement by ACH, as the system records it. */
export const disbursementRow = (
  advanceId: string,
  fields: Partial<NewLedgerEntry> = {},
): NewLedgerEntry => ({
  advanceId,
  kind: 'disbursement',
  amountCents: 48_500,
  effectiveDate: '2026-11-03',
  method: 'ach',
  actorId: null,
  actorRole: 'system',
  ...fields,
});

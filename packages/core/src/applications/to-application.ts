import type {
  Application,
  BenefitSchedule,
  CustomerApplication,
  DecisionReason,
  Disclosure,
  DocumentRequest,
  HowOften,
} from '@advance/contracts';
import type { StoredApplication } from '@advance/db';

const dollars = (cents: number) => cents / 100;

/** The quote stored at submission, as shown then; null for applications made before quotes. */
function disclosureOf(row: StoredApplication): Disclosure | null {
  const { aprBasisPoints, financeChargeCents, amountFinancedCents, totalOfPaymentsCents } = row;
  if (
    aprBasisPoints === null ||
    financeChargeCents === null ||
    amountFinancedCents === null ||
    totalOfPaymentsCents === null ||
    row.dueDate === null ||
    row.days === null
  )
    return null;
  return {
    apr: aprBasisPoints / 100,
    financeCharge: dollars(financeChargeCents),
    amountFinanced: dollars(amountFinancedCents),
    totalOfPayments: dollars(totalOfPaymentsCents),
    dueDate: row.dueDate,
    days: row.days,
  };
}

/** Stored as JSON (jsonb); read back as parsed values. Null unless the application is Denied. */
const decisionReasonsOf = (row: StoredApplication): DecisionReason[] | null =>
  Array.isArray(row.decisionReasons) ? (row.decisionReasons as DecisionReason[]) : null;

/**
 * The staff view of a stored application: dollars, ISO times, no idempotency internals.
 * Review notes and the clock columns are staff-only; what an applicant reads goes through
 * toCustomerApplication.
 */
export const toApplication = (row: StoredApplication): Application => {
  const { documentRequest: _customerOnly, ...shared } = toCustomerApplication(row);
  return {
    ...shared,
    reviewNotes: row.reviewNotes,
    completeSince: row.completeSince?.toISOString() ?? null,
    documentsDueOn: row.documentsDueOn,
    consentVersion: row.consentVersion,
    consentedAt: row.consentedAt?.toISOString() ?? null,
  };
};

/**
 * The applicant's view: every field they gave or may know, never the review notes. Built
 * field by field, so a column added to the table later does not reach customers by default.
 * `documentRequest` is the open (or last) request with its items, read by the caller.
 */
export const toCustomerApplication = (
  row: StoredApplication,
  documentRequest: DocumentRequest | null = null,
): CustomerApplication => ({
  id: row.id,
  userId: row.userId,
  status: row.status,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  zipCode: row.zipCode,
  requestedAmount: dollars(row.requestedAmountCents),
  processingFee: dollars(row.processingFeeCents),
  amountToReceive: dollars(row.amountToReceiveCents),
  howOftenNeedCash: row.howOftenNeedCash as HowOften,
  monthlyBenefit: dollars(row.monthlyBenefitCents),
  benefitPaymentDay: row.benefitPaymentDay,
  monthlyRentMortgage: dollars(row.monthlyRentMortgageCents),
  dateOfBirth: row.dateOfBirth,
  benefitSchedule: row.benefitSchedule as BenefitSchedule,
  disclosure: disclosureOf(row),
  decisionReasons: decisionReasonsOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  // Last, as in customerApplicationSchema: an answer in its schema's order goes out as it
  // is built (the API's output check, issue 16), in the order the schema documents.
  documentRequest,
});

/** The applicant's view of an application already in the staff view. */
export function customerViewOf(
  application: Application,
  documentRequest: DocumentRequest | null = null,
): CustomerApplication {
  const {
    reviewNotes: _staffOnly,
    completeSince: _clock,
    documentsDueOn: _due,
    consentVersion: _consent,
    consentedAt: _consentedAt,
    ...customerView
  } = application;
  return { ...customerView, documentRequest };
}

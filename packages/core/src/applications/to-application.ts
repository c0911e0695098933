import type {
  Application,
  BenefitSchedule,
  CustomerApplication,
  Disclosure,
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

/**
 * The staff view of a stored application: dollars, ISO times, no idempotency internals.
 * Review notes are staff notes; what an applicant reads goes through toCustomerApplication.
 */
export const toApplication = (row: StoredApplication): Application => ({
  ...toCustomerApplication(row),
  reviewNotes: row.reviewNotes,
});

/**
 * The applicant's view: every field they gave or may know, never the review notes. Built
 * field by field, so a column added to the table later does not reach customers by default.
 */
export const toCustomerApplication = (row: StoredApplication): CustomerApplication => ({
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
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The applicant's view of an application already in the staff view. */
export function customerViewOf(application: Application): CustomerApplication {
  const { reviewNotes: _staffOnly, ...customerView } = application;
  return customerView;
}

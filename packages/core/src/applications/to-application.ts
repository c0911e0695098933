import type { Application, HowOften } from '@advance/contracts';
import type { StoredApplication } from '@advance/db';

const dollars = (cents: number) => cents / 100;

/** The API's view of a stored application: dollars, ISO times, no idempotency internals. */
export const toApplication = (row: StoredApplication): Application => ({
  id: row.id,
  userId: row.userId,
  status: row.status,
  reviewNotes: row.reviewNotes,
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
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

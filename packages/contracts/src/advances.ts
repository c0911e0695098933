/**
 * Issue 18, "After approval": the advance an approved application becomes, its append-only
 * ledger, the applicant's one-time payment authorisations, and every text and rule about them
 * that more than one package reads (docs/decisions/024). Money is dollars in JSON and whole
 * cents everywhere else; dates are YYYY-MM-DD in New York's calendar.
 */
import { z } from 'zod';
import { idSchema, text } from './fields';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, MAX_ADVANCE } from './limits';
import { isIsoDate } from './pricing/calendar';
import { formatUsd } from './pricing/money-format';

/** Configuration defaults (the server reads ADVANCE_GRACE_DAYS and PAYMENT_NOTICE_DAYS). */
export const ADVANCE_GRACE_DAYS_DEFAULT = 3;
export const PAYMENT_NOTICE_DAYS_DEFAULT = 5;
/** The approval message promises funds "within 1-2 business days". */
export const FUNDING_PROMISE_BUSINESS_DAYS = 2;
/** The Advances view's "due soon": a due date within the next 7 days. */
export const DUE_SOON_DAYS = 7;
/** Two failed collection attempts end an authorisation; a new one needs the applicant. */
export const MAX_FAILED_ATTEMPTS = 2;
export const REASON_MAX_LENGTH = 500;
export const REFERENCE_MAX_LENGTH = 100;

/** Stored states plus `past_due`, derived: funded, a balance left, today > due date + grace. */
export const advanceStates = [
  'awaiting_funding',
  'funded',
  'past_due',
  'repaid',
  'cancelled',
] as const;
export const advanceStateSchema = z.enum(advanceStates);
export type AdvanceState = z.infer<typeof advanceStateSchema>;
/** An advance that is neither repaid nor cancelled: at most one per applicant. */
export const openAdvanceStates: readonly AdvanceState[] = [
  'awaiting_funding',
  'funded',
  'past_due',
];

export const advanceStateLabels: Record<AdvanceState, string> = {
  awaiting_funding: 'Awaiting funding',
  funded: 'Funded',
  past_due: 'Past due',
  repaid: 'Repaid',
  cancelled: 'Cancelled',
};

export const ledgerEntryKinds = ['disbursement', 'fee', 'payment', 'waiver', 'reversal'] as const;
export const ledgerEntryKindSchema = z.enum(ledgerEntryKinds);
export type LedgerEntryKind = z.infer<typeof ledgerEntryKindSchema>;
export const ledgerEntryKindLabels: Record<LedgerEntryKind, string> = {
  disbursement: 'Disbursement',
  fee: 'Fee',
  payment: 'Payment',
  waiver: 'Waiver',
  reversal: 'Reversal',
};

/** +1 when an entry of this kind adds to what is owed, −1 when it takes away (a reversal: the opposite of the entry it reverses). */
export const ledgerKindSign: Record<Exclude<LedgerEntryKind, 'reversal'>, 1 | -1> = {
  disbursement: 1,
  fee: 1,
  payment: -1,
  waiver: -1,
};

export const fundingMethods = ['ach', 'debit_card', 'check'] as const;
export const fundingMethodSchema = z.enum(fundingMethods, {
  error: () => 'Please choose how the money was sent',
});
export type FundingMethod = z.infer<typeof fundingMethodSchema>;
export const paymentMethods = ['ach', 'debit_card', 'check', 'money_order'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, {
  error: () => 'Please choose how the payment was made',
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const methodLabels: Record<FundingMethod | PaymentMethod, string> = {
  ach: 'ACH bank transfer',
  debit_card: 'Debit card',
  check: 'Check',
  money_order: 'Money order',
};

export const paymentAuthorizationStatuses = ['pending', 'paid', 'ended', 'withdrawn'] as const;
export const paymentAuthorizationStatusSchema = z.enum(paymentAuthorizationStatuses);
export type PaymentAuthorizationStatus = z.infer<typeof paymentAuthorizationStatusSchema>;
export const paymentAuthorizationStatusLabels: Record<PaymentAuthorizationStatus, string> = {
  pending: 'Waiting to be collected',
  paid: 'Collected',
  ended: 'Ended',
  withdrawn: 'Withdrawn',
};

/** Errors and labels. Every rule answers with one of these (400 for input, 409 for state). */
export const advanceMessages = {
  notFound: 'There is no advance for this application.',
  entryNotFound: 'Ledger entry not found.',
  authorizationNotFound: 'Payment authorisation not found.',
  amountInvalid: 'Please enter an amount in dollars and cents, more than $0',
  amountTooLarge: `The amount cannot be more than ${formatUsd(MAX_ADVANCE)}`,
  dateInvalid: 'Please enter a valid date',
  dateInFuture: 'The date cannot be in the future',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `Please keep the reason under ${REASON_MAX_LENGTH} characters`,
  referenceTooLong: `Please keep the reference under ${REFERENCE_MAX_LENGTH} characters`,
  openAdvanceExists:
    'You already have an advance that is not repaid yet. You can apply for a new one once it is repaid.',
  applicantHasOpenAdvance:
    'This applicant already has an advance that is not repaid or cancelled. Approve this one once that is settled.',
  decisionLocked:
    'This application has an advance, so its decision can no longer be changed. Cancel the advance first if it was never funded.',
  alreadyFunded: 'This advance has already been funded.',
  notAwaitingFunding: 'Only an advance that is awaiting funding can be funded or cancelled.',
  fundedBeforeApproval: 'The funding date cannot be before the application was approved.',
  disbursementMustEqual: (amountFinanced: number) =>
    `The disbursement must equal the amount financed, ${formatUsd(amountFinanced)}.`,
  notFunded: 'This advance has not been funded yet.',
  cancelled: 'This advance was cancelled; nothing more can be recorded on it.',
  nothingOwed: 'Nothing is owed on this advance.',
  overpayment: (balance: number) =>
    `The amount is more than the balance of ${formatUsd(balance)}. Overpayments are not accepted.`,
  receivedBeforeFunding: 'A payment cannot be received before the advance was funded.',
  reverseReversal: 'A reversal cannot be reversed. Record a new entry instead.',
  alreadyReversed: 'This entry has already been reversed.',
  feeNotReversible:
    'A fee is reversed together with its disbursement. To forgive a fee, record a waiver.',
  disbursementHasCredits:
    'Reverse the payments and waivers on this advance before reversing its disbursement.',
  reversalMakesNegative: 'This reversal would leave a negative balance.',
  withdrawNotAllowed: 'Only an application that has no decision yet can be withdrawn.',
  withdrawnNoReview: 'This application was withdrawn by the applicant; it cannot be reviewed.',
  withdrawConfirm:
    'Withdraw this application? We will stop reviewing it. You can apply again later.',
  withdrawnTitle: 'Application withdrawn',
  payBeforeBenefit: (dueDate: string) =>
    `You can set up a payment once your benefit has arrived, on or after ${dueDate}.`,
  payDateBeforeBenefit: (dueDate: string) =>
    `The payment date must be on or after your benefit date, ${dueDate}.`,
  payDateTooFar: 'Please choose a date within the next 30 days.',
  authorizationPending:
    'A payment you authorised is still waiting to be collected. Withdraw it first to set up another.',
  authorizationNotPending: 'This authorisation is no longer waiting to be collected.',
  authorizationEnded:
    'Two collection attempts failed, so this authorisation has ended. The applicant needs to authorise a new payment.',
  authorizationAmountMismatch: 'The amount received must equal the authorised amount.',
  receivedBeforeAuthorizedDate: (date: string) =>
    `An authorised payment cannot be received before the date the applicant chose, ${date}.`,
  payDateInPast: 'The payment date cannot be in the past.',
  /** Why a pending authorisation ended without being collected (stored and shown). */
  authorizationNoLongerCovered:
    'The balance changed, so this authorisation has ended: it was for more than is now owed, or nothing is owed on a funded advance any more. Nothing will be collected under it.',
  /** A database rule refused what was sent (a value the checks above did not foresee). */
  recordRefused: 'These figures cannot be recorded. Please check the amount and the dates.',
  consentRequired: 'Please confirm that you authorise this one payment',
  notFundable: 'This application is not approved.',
} as const;

/**
 * What the applicant agrees to, stored word for word with the authorisation (its version is
 * the text itself). One payment, never a standing authorisation, never a change to deposits.
 */
export function paymentConsentText(input: { amount: number; date: string }): string {
  return (
    `I authorise Benefit Advance to collect one payment of ${formatUsd(input.amount)} on or after ` +
    `${input.date} from the bank account the advance was sent to. This is a one-time ` +
    'authorisation: it does not allow any other payment, and it does not change where my ' +
    'Social Security benefit is deposited. I can withdraw it until the payment is collected.'
  );
}

/**
 * Dollars with at most two decimals, at least one cent: turned into whole cents. The cent test
 * is on the rounded value, so 1e-9 (which is "two decimals" within float tolerance) is refused
 * here rather than becoming 0 cents that the database's `amount_cents > 0` would refuse.
 */
export const dollarsToCentsSchema = z
  .number({ error: advanceMessages.amountInvalid })
  .refine((v) => Number.isFinite(v) && v > 0, { error: advanceMessages.amountInvalid, abort: true })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: advanceMessages.amountInvalid,
    abort: true,
  })
  .refine((v) => Math.round(v * 100) >= 1, { error: advanceMessages.amountInvalid, abort: true })
  .refine((v) => v <= MAX_ADVANCE, { error: advanceMessages.amountTooLarge, abort: true })
  .transform((v) => Math.round(v * 100));

export const isoDateSchema = text({ error: advanceMessages.dateInvalid })
  .trim()
  .refine(isIsoDate, { error: advanceMessages.dateInvalid });

export const reasonSchema = text({ error: advanceMessages.reasonRequired })
  .trim()
  .min(1, { error: advanceMessages.reasonRequired })
  .max(REASON_MAX_LENGTH, { error: advanceMessages.reasonTooLong });

export const referenceSchema = text()
  .trim()
  .max(REFERENCE_MAX_LENGTH, { error: advanceMessages.referenceTooLong })
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/* ---------- Inputs (application `id` unless named otherwise) ---------- */

export const recordFundingInputSchema = z.object({
  id: idSchema,
  fundedAt: isoDateSchema,
  method: fundingMethodSchema,
  reference: referenceSchema,
  /** Optional: when given it must equal the amount financed (a check against typing errors). */
  amount: dollarsToCentsSchema.optional(),
});
export type RecordFundingInput = z.infer<typeof recordFundingInputSchema>;

export const recordPaymentInputSchema = z.object({
  id: idSchema,
  amount: dollarsToCentsSchema,
  receivedAt: isoDateSchema,
  method: paymentMethodSchema,
  reference: referenceSchema,
  /** The applicant's authorisation this payment collects, when it does. */
  authorizationId: idSchema.optional().nullable(),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentInputSchema>;

export const waiveInputSchema = z.object({
  id: idSchema,
  amount: dollarsToCentsSchema,
  reason: reasonSchema,
});
export type WaiveInput = z.infer<typeof waiveInputSchema>;

/** `id` is the ledger entry's. */
export const reverseEntryInputSchema = z.object({ id: idSchema, reason: reasonSchema });
export type ReverseEntryInput = z.infer<typeof reverseEntryInputSchema>;

export const cancelAdvanceInputSchema = z.object({ id: idSchema, reason: reasonSchema });
export type CancelAdvanceInput = z.infer<typeof cancelAdvanceInputSchema>;

/** `id` is the authorisation's. */
export const recordFailedAttemptInputSchema = z.object({ id: idSchema, reason: reasonSchema });
export type RecordFailedAttemptInput = z.infer<typeof recordFailedAttemptInputSchema>;

export const authorizePaymentInputSchema = z.object({
  id: idSchema,
  amount: dollarsToCentsSchema,
  date: isoDateSchema,
  /** The web form sends true after its checkbox; REST callers may omit it (the call is the consent). */
  consent: z.literal(true, { error: advanceMessages.consentRequired }).optional(),
});
export type AuthorizePaymentInput = z.infer<typeof authorizePaymentInputSchema>;

/** `id` is the authorisation's; the applicant withdraws their own pending one. */
export const withdrawAuthorizationInputSchema = z.object({ id: idSchema });

/* ---------- Outputs ---------- */

export const ledgerEntrySchema = z.object({
  id: text(),
  kind: ledgerEntryKindSchema,
  /** Always positive. */
  amount: z.number(),
  /** Signed: what the entry did to the balance (+ owed more, − owed less). */
  effect: z.number(),
  effectiveDate: text(),
  method: text().nullable(),
  reference: text().nullable(),
  reason: text().nullable(),
  reversesId: text().nullable(),
  reversedById: text().nullable(),
  actorRole: z.enum(['staff', 'applicant', 'system']),
  /** Staff views only: who recorded it. Null for the applicant's view. */
  actorName: text().nullable(),
  /** The entry in plain words, for the applicant's history. */
  description: text(),
  createdAt: text(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const paymentAuthorizationSchema = z.object({
  id: text(),
  amount: z.number(),
  date: text(),
  status: paymentAuthorizationStatusSchema,
  failedAttempts: z.number(),
  endedReason: text().nullable(),
  consentText: text(),
  /** Staff views only. */
  ipAddress: text().nullable(),
  createdAt: text(),
});
export type PaymentAuthorization = z.infer<typeof paymentAuthorizationSchema>;

/** GET /api/applications/{id}/advance (owner or staff) and the staff panel. */
export const advanceSchema = z.object({
  id: text(),
  applicationId: text(),
  state: advanceStateSchema,
  principal: z.number(),
  fee: z.number(),
  amountFinanced: z.number(),
  totalOfPayments: z.number(),
  /** Percentage with two decimals, for the final (or, before funding, the approved) figures. */
  apr: z.number(),
  days: z.number(),
  dueDate: text(),
  disclosedDueDate: text(),
  fundedAt: text().nullable(),
  balance: z.number(),
  paid: z.number(),
  waived: z.number(),
  /** The last day before the advance shows as past due (due date + grace). */
  graceEndsOn: text(),
  /** True from the due date on, while a balance is left: the applicant may authorise a payment. */
  canAuthorizePayment: z.boolean(),
  cancelReason: text().nullable(),
  cancelledAt: text().nullable(),
  entries: z.array(ledgerEntrySchema),
  authorizations: z.array(paymentAuthorizationSchema),
  createdAt: text(),
});
export type Advance = z.infer<typeof advanceSchema>;

/** The customer dashboard: one per application that has an advance. */
export const myAdvancesSchema = z.object({
  advances: z.array(advanceSchema),
  /** The wizard says so before step 1. */
  hasOpenAdvance: z.boolean(),
});
export type MyAdvances = z.infer<typeof myAdvancesSchema>;

export const advanceListFilters = [
  'all',
  'awaiting_funding',
  'due_soon',
  'past_due',
  'funded',
  'repaid',
  'cancelled',
  'pending_authorization',
] as const;
export const advanceListFilterSchema = z.enum(advanceListFilters);
export type AdvanceListFilter = z.infer<typeof advanceListFilterSchema>;
export const advanceListFilterLabels: Record<AdvanceListFilter, string> = {
  all: 'All advances',
  awaiting_funding: 'Awaiting funding',
  due_soon: `Due in the next ${DUE_SOON_DAYS} days`,
  past_due: 'Past due',
  funded: 'Funded',
  repaid: 'Repaid',
  cancelled: 'Cancelled',
  pending_authorization: 'Payment authorised, not yet collected',
};

export const adminAdvancesQuerySchema = z.object({
  state: advanceListFilterSchema.default('all'),
  search: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type AdminAdvancesQuery = z.infer<typeof adminAdvancesQuerySchema>;

export const adminAdvanceListItemSchema = z.object({
  id: text(),
  applicationId: text(),
  applicantName: text(),
  email: text(),
  state: advanceStateSchema,
  principal: z.number(),
  amountFinanced: z.number(),
  balance: z.number(),
  dueDate: text(),
  fundedAt: text().nullable(),
  approvedAt: text(),
  /** Awaiting funding only: business days since approval (the promise is 1-2). */
  businessDaysWaiting: z.number().nullable(),
  hasPendingAuthorization: z.boolean(),
});
export type AdminAdvanceListItem = z.infer<typeof adminAdvanceListItemSchema>;

export const adminAdvancesPageSchema = z.object({
  items: z.array(adminAdvanceListItemSchema),
  /** Over every advance the filter matches, not only this page. */
  total: z.number(),
  totals: z.object({ principal: z.number(), balance: z.number() }),
});
export type AdminAdvancesPage = z.infer<typeof adminAdvancesPageSchema>;

/** The balance after an entry of `kind` for `amountCents`, for "new balance" previews. */
export function balanceAfterCents(
  balanceCents: number,
  kind: Exclude<LedgerEntryKind, 'reversal'>,
  amountCents: number,
): number {
  return balanceCents + ledgerKindSign[kind] * amountCents;
}

import { z } from 'zod';
import {
  DOCUMENT_REQUEST_MAX_DAYS,
  decisionMessages,
  decisionReasonSchema,
  denialReasonCodes,
  denialReasons,
  documentRequestInputSchema,
  documentRequestSchema,
  MAX_DENIAL_REASONS,
  OTHER_REASON_MAX_LENGTH,
} from './decisions';
import { emailSchema, firstNameSchema, lastNameSchema, newPasswordSchema, text } from './fields';
import { localeSchema } from './i18n/locale-schema';
import {
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  MAX_ADVANCE,
  MIN_ADVANCE,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  ZIP_MAX_LENGTH,
  ZIP_MIN_LENGTH,
} from './limits';
import { applicationMessages, quoteMessages, validationMessages } from './messages';
import { benefitSchedules } from './pricing/benefit-schedule';
import { feeCentsFor, feeSchedule } from './pricing/fee-schedule';

/** Spec part 4, stored and returned exactly so (docs/architecture.md §5). */
export const applicationStatuses = [
  'Submitted',
  'Waiting approval',
  'Additional Documentation Requested',
  'Approved',
  'Denied',
  /** Issue 18: the applicant withdrew it before a decision; staff cannot set it. */
  'Withdrawn',
] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** What the admin card "Pending Review" counts. */
export const pendingStatuses: readonly ApplicationStatus[] = [
  'Submitted',
  'Waiting approval',
  'Additional Documentation Requested',
];

/** What staff may set in a review: every status but Withdrawn, which only the applicant sets. */
export const reviewableStatuses = applicationStatuses.filter(
  (s): s is Exclude<ApplicationStatus, 'Withdrawn'> => s !== 'Withdrawn',
);
export type ReviewableStatus = (typeof reviewableStatuses)[number];

/** Statuses that carry no decision yet: the applicant may still withdraw. */
export const undecidedStatuses: readonly ApplicationStatus[] = pendingStatuses;

/** The review endpoint also accepts the statuses in any letter case. */
export const reviewStatusSchema = text({ error: applicationMessages.decisionRequired })
  .trim()
  .min(1, { error: applicationMessages.decisionRequired })
  .transform((value, ctx) => {
    const match = reviewableStatuses.find((s) => s.toLowerCase() === value.toLowerCase());
    if (match) return match;
    ctx.addIssue({ code: 'custom', message: applicationMessages.decisionRequired });
    return z.NEVER;
  });

/** Both readings of the spec are accepted; the wizard offers the first four. */
export const howOftenValues = [
  'weekly',
  'monthly',
  'occasionally',
  'emergencies',
  'rarely',
  'regularly',
  'frequently',
] as const;
export type HowOften = (typeof howOftenValues)[number];
export const wizardHowOftenOptions: readonly HowOften[] = [
  'weekly',
  'monthly',
  'occasionally',
  'emergencies',
];
export const howOftenLabels: Record<HowOften, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  occasionally: 'Occasionally',
  emergencies: 'Only for emergencies',
  rarely: 'Rarely',
  regularly: 'Regularly',
  frequently: 'Frequently',
};

/** Spec part 5: the amount selector and the selectable payment days. */
export const amountOptions = [
  100, 250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000,
] as const;
export const DEFAULT_REQUESTED_AMOUNT = 500;
export const paymentDayOptions = [1, 3, 15, 17, 24, 31] as const;
export const MIN_APPLICANT_AGE = 18;
/** An upper bound that no benefit or rent reaches; it keeps sums and displays sane. */
const MAX_MONTHLY_AMOUNT = 1_000_000;

/** docs/architecture.md §5: the fee percentage of the one fee schedule (pricing/fee-schedule.ts). */
export const FEE_RATE_PERCENT = feeSchedule.feePercent;

/** Fee and amount to receive, in cents, for an amount in dollars. Server and wizard both use this. */
export function calculateFee(requestedAmountDollars: number): {
  feeCents: number;
  toReceiveCents: number;
} {
  const amountCents = Math.round(requestedAmountDollars * 100);
  const feeCents = feeCentsFor(amountCents, feeSchedule);
  return { feeCents, toReceiveCents: amountCents - feeCents };
}

const finiteNumber = (message: string) =>
  z.coerce.number({ error: message }).refine(Number.isFinite, { error: message });

/** Whole years between a yyyy-mm-dd birth date and today. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const isRealDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const dateOfBirthSchema = text({ error: applicationMessages.dateOfBirthRequired })
  .trim()
  .min(1, { error: applicationMessages.dateOfBirthRequired })
  .refine(isRealDate, { error: applicationMessages.dateOfBirthInvalid })
  .refine((v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now(), {
    error: applicationMessages.dateOfBirthFuture,
  })
  .refine((v) => ageOn(v, new Date()) >= MIN_APPLICANT_AGE, { error: applicationMessages.tooYoung })
  .refine((v) => ageOn(v, new Date()) <= 130, { error: applicationMessages.dateOfBirthInvalid });

/** Wizard step 1: basic information. */
export const applicantStepSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: text({ error: validationMessages.phone })
    .trim()
    .min(PHONE_MIN_LENGTH, { error: validationMessages.phone })
    .max(PHONE_MAX_LENGTH, { error: validationMessages.phone })
    .regex(/^[0-9+().\-\s]+$/, { error: validationMessages.phone }),
  zipCode: text({ error: validationMessages.zipCode })
    .trim()
    .min(ZIP_MIN_LENGTH, { error: validationMessages.zipCode })
    .max(ZIP_MAX_LENGTH, { error: validationMessages.zipCode }),
});

/** Wizard step 2: the account's password, typed twice. */
export const accountStepSchema = z
  .object({ password: newPasswordSchema, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    error: validationMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** The five Social Security payment schedules, as the API accepts and returns them. */
export const benefitScheduleSchema = z.enum(benefitSchedules, {
  error: quoteMessages.scheduleInvalid,
});

/** Wizard step 3: financial situation. */
export const financialStepSchema = z.object({
  requestedAmount: finiteNumber(applicationMessages.minAdvance)
    .refine((n) => n >= MIN_ADVANCE, { error: applicationMessages.minAdvance })
    .refine((n) => n <= MAX_ADVANCE, { error: applicationMessages.maxAdvance }),
  howOftenNeedCash: z.enum(howOftenValues, { error: applicationMessages.howOftenRequired }),
  monthlyBenefit: finiteNumber(applicationMessages.monthlyBenefitRequired)
    .refine((n) => n >= 1, { error: applicationMessages.monthlyBenefitRequired })
    .refine((n) => n <= MAX_MONTHLY_AMOUNT, { error: applicationMessages.amountTooLarge }),
  benefitPaymentDay: finiteNumber(applicationMessages.paymentDayRange).refine(
    (n) => Number.isInteger(n) && n >= 1 && n <= 31,
    { error: applicationMessages.paymentDayRange },
  ),
  monthlyRentMortgage: finiteNumber(applicationMessages.rentRequired)
    .refine((n) => n >= 0, { error: applicationMessages.rentRequired })
    .refine((n) => n <= MAX_MONTHLY_AMOUNT, { error: applicationMessages.amountTooLarge }),
  dateOfBirth: dateOfBirthSchema,
});

/**
 * POST /api/applications. `userId` is accepted for the spec's payload but never trusted:
 * the server decides the owner (docs/architecture.md §5).
 */
export const submitApplicationInputSchema = applicantStepSchema.extend({
  password: text().max(256).optional(),
  userId: text().nullable().optional(),
  ...financialStepSchema.shape,
  /** Optional: without it the server derives it from benefitPaymentDay and dateOfBirth. */
  benefitSchedule: benefitScheduleSchema.optional(),
  /**
   * Issue 20: the review step's consent (`CONSENT_VERSION`) and the language it was shown in.
   * Optional so the spec's own payload still works; the wizard always sends both.
   */
  consentVersion: text().max(32).optional(),
  locale: localeSchema.optional(),
});
export type SubmitApplicationInput = z.infer<typeof submitApplicationInputSchema>;

/**
 * The Truth-in-Lending figures quoted at submission and stored with the application (issue 14):
 * dollars, `apr` a percentage with two decimals, `dueDate` YYYY-MM-DD, `days` from funding to
 * due date. Null for applications submitted before quotes were stored.
 */
export const disclosureSchema = z.object({
  apr: z.number(),
  financeCharge: z.number(),
  amountFinanced: z.number(),
  totalOfPayments: z.number(),
  dueDate: text(),
  days: z.number(),
});
export type Disclosure = z.infer<typeof disclosureSchema>;

/** An application as the API returns it: money in dollars, dates as ISO strings. */
export const applicationSchema = z.object({
  id: text(),
  userId: text().nullable(),
  status: applicationStatusSchema,
  reviewNotes: text().nullable(),
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  zipCode: text(),
  requestedAmount: z.number(),
  processingFee: z.number(),
  amountToReceive: z.number(),
  howOftenNeedCash: z.enum(howOftenValues),
  monthlyBenefit: z.number(),
  benefitPaymentDay: z.number(),
  monthlyRentMortgage: z.number(),
  dateOfBirth: text(),
  benefitSchedule: benefitScheduleSchema,
  disclosure: disclosureSchema.nullable(),
  /** Issue 19: the principal reasons of a denial (null for any other status). */
  decisionReasons: z.array(decisionReasonSchema).nullable(),
  /**
   * Issue 19, the 30-day clock: when the application last became complete (submitted with no
   * pending document item); null while items are pending. Staff only.
   */
  completeSince: text().nullable(),
  /** The open document request's due date while items are pending (YYYY-MM-DD). Staff only. */
  documentsDueOn: text().nullable(),
  /** Issue 20: the consent version agreed to at submission and when; null without one. Staff only. */
  consentVersion: text().nullable().optional(),
  consentedAt: text().nullable().optional(),
  createdAt: text(),
  updatedAt: text(),
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * An application as its applicant reads it. Review notes are staff notes (docs/architecture.md §5):
 * the applicant reads the review message in the message center instead.
 */
export const customerApplicationSchema = applicationSchema
  .omit({
    reviewNotes: true,
    completeSince: true,
    documentsDueOn: true,
    consentVersion: true,
    consentedAt: true,
  })
  .extend({
    /** Issue 19: the open (or last) document request with each item's state. */
    documentRequest: documentRequestSchema.nullable(),
  });
export type CustomerApplication = z.infer<typeof customerApplicationSchema>;

/** The answer to a submit: `created` is false for a replayed or duplicate submission. */
export const submitApplicationResultSchema = z.object({
  application: customerApplicationSchema,
  created: z.boolean(),
});

/** The staff Applications tab: `totalCapped` when `total` stopped counting at its cap. */
export const adminApplicationsPageSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number(),
  totalCapped: z.boolean(),
});

/**
 * Spec part 3 "Review record", as staff read an application's timeline (newest first).
 * `reviewer` is null when no one made it (the system); its parts are null once the account
 * is gone. The spec's reviewer has a username; ours is the e-mail.
 */
export const applicationReviewSchema = z.object({
  id: text(),
  previousStatus: text().nullable(),
  newStatus: text(),
  reviewNotes: text().nullable(),
  reviewType: text(),
  ipAddress: text().nullable(),
  reviewedAt: text(),
  reviewer: z
    .object({
      firstName: text().nullable(),
      lastName: text().nullable(),
      username: text().nullable(),
      email: text().nullable(),
      role: text().nullable(),
    })
    .nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;
export const applicationReviewsSchema = z.array(applicationReviewSchema);

/** A reason as staff send it: its code, or its label in any letter case. */
const denialReasonInputSchema = text({ error: decisionMessages.reasonInvalid })
  .trim()
  .transform((value, ctx) => {
    const lower = value.toLowerCase();
    const match = denialReasonCodes.find(
      (code) => code === lower || denialReasons[code].label.toLowerCase() === lower,
    );
    if (match) return match;
    ctx.addIssue({ code: 'custom', message: decisionMessages.reasonInvalid });
    return z.NEVER;
  });

/**
 * Issue 19: `reasons` (1-4, required for Denied, `otherReason` when one is `other`) and
 * `documentRequest` (required for Additional Documentation Requested) join the spec's payload,
 * which stays valid as it was for the other statuses.
 */
export const reviewApplicationInputSchema = z
  .object({
    status: reviewStatusSchema,
    reasons: z
      .array(denialReasonInputSchema)
      .max(MAX_DENIAL_REASONS, { error: decisionMessages.tooManyReasons })
      .optional()
      .nullable(),
    otherReason: text()
      .trim()
      .max(OTHER_REASON_MAX_LENGTH, { error: decisionMessages.otherReasonTooLong })
      .optional()
      .nullable(),
    documentRequest: documentRequestInputSchema.optional().nullable(),
    reviewNotes: text()
      .trim()
      .max(2000, { error: validationMessages.tooLong })
      .optional()
      .nullable(),
    message: z
      .object({
        title: text().trim().min(1, { error: applicationMessages.messageTitleRequired }).max(200),
        content: text()
          .trim()
          .min(1, { error: applicationMessages.messageContentRequired })
          .max(5000),
      })
      .optional()
      .nullable(),
  })
  .superRefine((v, ctx) => {
    const reasons = v.reasons ?? [];
    if (v.status === 'Denied' && reasons.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['reasons'],
        message: decisionMessages.reasonsRequired,
      });
    if (v.status !== 'Denied' && reasons.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['reasons'],
        message: decisionMessages.reasonsOnlyForDenial,
      });
    if (reasons.includes('other') && !v.otherReason)
      ctx.addIssue({
        code: 'custom',
        path: ['otherReason'],
        message: decisionMessages.otherReasonRequired,
      });
    // Required only when the status moves to ADR, which the server knows (a review that keeps
    // ADR without a list keeps the open checklist).
    const asksDocuments = v.status === 'Additional Documentation Requested';
    if (!asksDocuments && v.documentRequest)
      ctx.addIssue({
        code: 'custom',
        path: ['documentRequest'],
        message: decisionMessages.documentRequestOnlyForStatus,
      });
  });
export type ReviewApplicationInput = z.infer<typeof reviewApplicationInputSchema>;

/** Today + `days` as YYYY-MM-DD (UTC), for the due date staff are offered. */
export function dueDateAfter(days: number, now: Date): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The server's check of a chosen due date: after today, at most 90 days ahead. */
export function dueDateProblem(dueDate: string, now: Date): string | null {
  const date = new Date(`${dueDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(dueDate))
    return decisionMessages.dueDateInvalid;
  const today = now.toISOString().slice(0, 10);
  if (dueDate <= today) return decisionMessages.dueDateNotFuture;
  if (dueDate > dueDateAfter(DOCUMENT_REQUEST_MAX_DAYS, now)) return decisionMessages.dueDateTooFar;
  return null;
}

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** Query flags arrive as text over REST ("true"/"1"); tRPC sends booleans. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const applicationSortOrders = ['newest', 'waiting'] as const;

export const adminApplicationsQuerySchema = listQuerySchema.extend({
  search: text().trim().max(100).optional(),
  status: z.union([applicationStatusSchema, z.literal('all')]).optional(),
  /** Issue 19: only applications whose document due date passed with items pending. */
  incomplete: queryFlag.optional(),
  /** Issue 19: `waiting` puts the longest-waiting complete applications first (the clock). */
  sort: z.enum(applicationSortOrders).optional(),
});
export type AdminApplicationsQuery = z.infer<typeof adminApplicationsQuerySchema>;

/** Spec part 4 and docs/architecture.md §5: what a customer reads under the status badge. */
export function customerStatusText(status: ApplicationStatus | null | undefined): {
  badge: string;
  text: string;
  documentsRequested: boolean;
} {
  if (!status)
    return {
      badge: 'Under Review',
      text: applicationMessages.statusNone,
      documentsRequested: false,
    };
  if (status === 'Approved')
    return { badge: status, text: applicationMessages.statusApproved, documentsRequested: false };
  if (status === 'Denied')
    return { badge: status, text: applicationMessages.statusRejected, documentsRequested: false };
  if (status === 'Withdrawn')
    return { badge: status, text: applicationMessages.statusWithdrawn, documentsRequested: false };
  // Issue 19: waiting for the applicant's documents is not "under review within 24 hours".
  if (status === 'Additional Documentation Requested')
    return {
      badge: status,
      text: applicationMessages.statusDocumentsNeeded,
      documentsRequested: true,
    };
  return { badge: status, text: applicationMessages.statusPending, documentsRequested: false };
}

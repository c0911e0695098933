import { createHash } from 'node:crypto';
import {
  type Application,
  advanceMessages,
  applicationMessages,
  CONSENT_VERSION,
  consentMessages,
  consentTexts,
  DEFAULT_LOCALE,
  deriveBenefitSchedule,
  type PublicUser,
  type SubmitApplicationInput,
} from '@advance/contracts';
import {
  findApplicationByIdempotencyKey,
  findRecentDuplicate,
  hasOpenAdvance,
  insertApplication,
  inTransaction,
  lockApplicantSubmissions,
  type StoredApplication,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { quoteOn } from '../pricing/get-quote';
import { linkVisitorSessionToApplicant } from '../tracking/link-visitor-session';
import { resolveApplicant } from './resolve-applicant';
import { toApplication } from './to-application';

/** An identical submission by the same owner within this window returns the first one. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What makes two submissions "the same": every applicant-typed field, not the password.
 * Fields left out (an optional benefitSchedule) do not count, so older fingerprints hold.
 */
function fingerprintOf(input: SubmitApplicationInput): string {
  const { password: _password, userId: _userId, ...fields } = input;
  const canonical = Object.keys(fields)
    .filter((k) => fields[k as keyof typeof fields] !== undefined)
    .sort()
    .map((k) => [k, fields[k as keyof typeof fields]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export interface SubmitResult {
  application: Application;
  /** false when an earlier identical submission was returned instead of a new one. */
  created: boolean;
  /**
   * Issue 20: the owner, when this request proved their password (it created the account or
   * the password matched); null for a signed-in viewer. Only then may the transport sign
   * the applicant in (signInApplicant).
   */
  verifiedUserId: string | null;
}

/**
 * Issue 20: the review step's consent. Absent (the spec's own payload) stores nothing; a
 * version other than today's is refused, since the applicant agreed to words that are no
 * longer the ones we keep; otherwise the exact text shown, in its language, is stored.
 */
function consentOf(input: SubmitApplicationInput, now: Date) {
  if (input.consentVersion === undefined) {
    return { consentVersion: null, consentLocale: null, consentText: null, consentedAt: null };
  }
  if (input.consentVersion !== CONSENT_VERSION) {
    throw new DomainError('BAD_REQUEST', consentMessages.outdated, {
      fieldErrors: { consentVersion: consentMessages.outdated },
    });
  }
  const locale = input.locale ?? DEFAULT_LOCALE;
  return {
    consentVersion: CONSENT_VERSION,
    consentLocale: locale,
    consentText: consentTexts[locale],
    consentedAt: now,
  };
}

export async function submitApplication(
  deps: CoreDeps,
  viewer: PublicUser | null,
  input: SubmitApplicationInput,
  meta: RequestMeta & { idempotencyKey?: string | undefined },
): Promise<SubmitResult> {
  const fingerprint = fingerprintOf(input);
  const key = meta.idempotencyKey;
  // Before the owner: an outdated consent costs no password check and no allowance.
  const consent = consentOf(input, deps.now());
  // The owner first: a replay is only ever answered to the one who made the original.
  const { userId, passwordVerified } = await resolveApplicant(deps, viewer, input, meta);
  const verifiedUserId = passwordVerified ? userId : null;
  if (key) {
    const earlier = await findApplicationByIdempotencyKey(deps.db, userId, key);
    if (earlier) return { ...replay(earlier, userId, fingerprint), verifiedUserId };
  }

  const now = deps.now();
  // The schedule the applicant chose, else the one Social Security's rules give them; the
  // quote they were shown is computed again here, from today in New York, and stored as
  // the disclosure: it is never recomputed later (docs/decisions/015).
  const benefitSchedule =
    input.benefitSchedule ??
    deriveBenefitSchedule({
      benefitPaymentDay: input.benefitPaymentDay,
      dateOfBirth: input.dateOfBirth,
    });
  const quote = quoteOn({ now: () => now }, input.requestedAmount, benefitSchedule);
  // The application and its activity row stand or fall together: no unaudited application.
  const outcome = await inTransaction(deps.db, async (db) => {
    // One submission of this applicant at a time: parallel twins (a double click) wait
    // here, and the second finds the first as a duplicate instead of inserting again.
    await lockApplicantSubmissions(db, userId);
    const duplicate = await findRecentDuplicate(
      db,
      userId,
      fingerprint,
      new Date(now.getTime() - DUPLICATE_WINDOW_MS),
    );
    if (duplicate) return { duplicate };
    // One advance at a time (issue 18): a new application waits until the open one is
    // repaid or cancelled. After the duplicate check, so a double click still gets its answer.
    if (await hasOpenAdvance(db, userId)) {
      throw new DomainError('CONFLICT', advanceMessages.openAdvanceExists);
    }
    const row = await insertApplication(db, {
      userId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      zipCode: input.zipCode,
      requestedAmountCents: cents(input.requestedAmount),
      processingFeeCents: cents(quote.fee),
      amountToReceiveCents: cents(quote.amountFinanced),
      howOftenNeedCash: input.howOftenNeedCash,
      monthlyBenefitCents: cents(input.monthlyBenefit),
      benefitPaymentDay: input.benefitPaymentDay,
      monthlyRentMortgageCents: cents(input.monthlyRentMortgage),
      dateOfBirth: input.dateOfBirth,
      benefitSchedule,
      aprBasisPoints: Math.round(quote.apr * 100),
      financeChargeCents: cents(quote.financeCharge),
      amountFinancedCents: cents(quote.amountFinanced),
      totalOfPaymentsCents: cents(quote.totalOfPayments),
      disbursementDate: quote.disbursementDate,
      dueDate: quote.dueDate,
      days: quote.days,
      quotedAt: now,
      idempotencyKey: key ?? null,
      requestFingerprint: fingerprint,
      createdAt: now,
      updatedAt: now,
      // Issue 19: a new application is complete, so the 30-day clock starts at submission.
      completeSince: now,
      ...consent,
    });
    // Lost to a concurrent twin with the same key: it logged its own row.
    if (!row) return undefined;
    await logActivity(db, {
      actorId: viewer?.id ?? userId,
      action: activityActions.applicationSubmitted,
      targetType: 'application',
      targetId: row.id,
      details: { requestedAmount: input.requestedAmount },
      ipAddress: meta.ip,
    });
    return { row };
  });
  if (outcome?.duplicate) {
    return { application: toApplication(outcome.duplicate), created: false, verifiedUserId };
  }
  const stored = outcome?.row;
  // A concurrent request with the same key won the insert: answer as it did.
  if (!stored) {
    const winner = key ? await findApplicationByIdempotencyKey(deps.db, userId, key) : undefined;
    if (!winner) throw new Error('Idempotent insert lost and no winner found');
    return { ...replay(winner, userId, fingerprint), verifiedUserId };
  }

  // The visit that led here now belongs to the applicant (the funnel follows it to
  // approval). After the commit: tracking never fails a submission.
  await linkVisitorSessionToApplicant(deps, meta.visitorSession, stored.userId);
  return { application: toApplication(stored), created: true, verifiedUserId };
}

function replay(
  earlier: StoredApplication,
  userId: string,
  fingerprint: string,
): Omit<SubmitResult, 'verifiedUserId'> {
  if (earlier.userId !== userId || earlier.requestFingerprint !== fingerprint) {
    throw new DomainError('UNPROCESSABLE_CONTENT', applicationMessages.idempotencyMismatch);
  }
  return { application: toApplication(earlier), created: false };
}

import {
  advanceMessages,
  type BenefitSchedule,
  quoteAdvance,
  todayInNewYork,
} from '@advance/contracts';
import {
  type AdvanceRow,
  type Db,
  findAdvanceByApplicationId,
  hasOpenAdvance,
  insertAdvance,
  type NewAdvance,
  type StoredApplication,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';

/** The approved figures: the quote stored at submission, or one computed today when none was. */
function figuresOf(
  application: StoredApplication,
  today: string,
): Omit<NewAdvance, 'applicationId' | 'userId'> {
  const q = application;
  if (
    q.aprBasisPoints !== null &&
    q.dueDate !== null &&
    q.days !== null &&
    q.amountFinancedCents !== null
  )
    return {
      benefitSchedule: q.benefitSchedule,
      principalCents: q.requestedAmountCents,
      feeCents: q.processingFeeCents,
      amountFinancedCents: q.requestedAmountCents - q.processingFeeCents,
      aprBasisPoints: q.aprBasisPoints,
      disclosedDueDate: q.dueDate,
      dueDate: q.dueDate,
      days: q.days,
    };
  const quote = quoteAdvance({
    amount: q.requestedAmountCents / 100,
    schedule: q.benefitSchedule as BenefitSchedule,
    from: today,
  });
  const principalCents = Math.round(quote.amount * 100);
  const feeCents = Math.round(quote.fee * 100);
  return {
    benefitSchedule: q.benefitSchedule,
    principalCents,
    feeCents,
    amountFinancedCents: principalCents - feeCents,
    aprBasisPoints: Math.round(quote.apr * 100),
    disclosedDueDate: quote.dueDate,
    dueDate: quote.dueDate,
    days: quote.days,
  };
}

/**
 * Approval makes the advance, in the review's transaction. An applicant has one open advance
 * at most: the unique partial index decides between two approvals racing, and the loser's
 * whole review rolls back with a 409.
 */
export async function createAdvance(
  trx: Db,
  deps: Pick<CoreDeps, 'now'>,
  application: StoredApplication,
  reviewer: { id: string },
  meta: Pick<RequestMeta, 'ip'>,
): Promise<AdvanceRow> {
  if (application.userId && (await hasOpenAdvance(trx, application.userId)))
    throw new DomainError('CONFLICT', advanceMessages.applicantHasOpenAdvance);
  const advance = await insertAdvance(trx, {
    applicationId: application.id,
    userId: application.userId,
    // The approval's time from the caller's clock: funding may not be dated before it.
    createdAt: deps.now(),
    ...figuresOf(application, todayInNewYork(deps.now())),
  });
  if (!advance) {
    const existing = await findAdvanceByApplicationId(trx, application.id);
    throw new DomainError(
      'CONFLICT',
      existing ? advanceMessages.decisionLocked : advanceMessages.applicantHasOpenAdvance,
    );
  }
  await logActivity(trx, {
    actorId: reviewer.id,
    action: activityActions.advanceCreated,
    targetType: 'advance',
    targetId: advance.id,
    details: {
      advanceId: advance.id,
      applicationId: application.id,
      principalCents: advance.principalCents,
      feeCents: advance.feeCents,
      amountFinancedCents: advance.amountFinancedCents,
      dueDate: advance.dueDate,
      aprBasisPoints: advance.aprBasisPoints,
    },
    ipAddress: meta.ip,
  });
  return advance;
}

import {
  type Advance,
  advanceMessages,
  type BenefitSchedule,
  finalDisclosure,
  type PublicUser,
  type RecordFundingInput,
  todayInNewYork,
} from '@advance/contracts';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { appendEntries } from './append-entries';
import { assertNotFuture } from './dates';
import { notifyApplicant } from './notify-applicant';
import { changeAdvanceAsStaff } from './staff-advance-change';

/**
 * Records that the money was sent: a disbursement of the amount financed and the fee, in one
 * transaction, and the final disclosure for the real funding date (the due date never earlier
 * than the one disclosed). The applicant is told, with the final figures.
 */
export async function recordFunding(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: RecordFundingInput,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<Advance> {
  return changeAdvanceAsStaff(deps, staff, input.id, async (trx, current) => {
    if (current.state === 'cancelled') throw new DomainError('CONFLICT', advanceMessages.cancelled);
    if (current.state !== 'awaiting_funding')
      throw new DomainError('CONFLICT', advanceMessages.alreadyFunded);
    assertNotFuture(deps, input.fundedAt);
    if (input.fundedAt < todayInNewYork(current.createdAt))
      throw new DomainError('BAD_REQUEST', advanceMessages.fundedBeforeApproval);
    if (input.amount !== undefined && input.amount !== current.amountFinancedCents)
      throw new DomainError(
        'BAD_REQUEST',
        advanceMessages.disbursementMustEqual(current.amountFinancedCents / 100),
      );
    const final = finalDisclosure({
      principalCents: current.principalCents,
      feeCents: current.feeCents,
      schedule: current.benefitSchedule as BenefitSchedule,
      fundedOn: input.fundedAt,
      disclosedDueDate: current.disclosedDueDate,
    });
    const common = {
      effectiveDate: input.fundedAt,
      method: input.method,
      reference: input.reference,
    };
    const entries = [
      { ...common, kind: 'disbursement' as const, amountCents: current.amountFinancedCents },
      // A fee of zero has no entry (amounts are positive).
      ...(current.feeCents > 0
        ? [{ ...common, kind: 'fee' as const, amountCents: current.feeCents }]
        : []),
    ];
    const { advance: funded } = await appendEntries(
      trx,
      deps,
      current,
      entries,
      { id: staff.id, role: 'staff' },
      meta,
      {
        fundedOn: final.fundedOn,
        dueDate: final.dueDate,
        aprBasisPoints: final.aprBasisPoints,
        days: final.days,
      },
    );
    await notifyApplicant(trx, deps, {
      userId: funded.userId,
      applicationId: funded.applicationId,
      kind: 'funded',
      advance: funded,
    });
    return funded;
  });
}

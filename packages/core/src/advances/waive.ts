import { type Advance, type PublicUser, todayInNewYork, type WaiveInput } from '@advance/contracts';
import type { CoreDeps, RequestMeta } from '../deps';
import { appendEntries } from './append-entries';
import { assertCanCredit } from './lock-advance';
import { notifyApplicant } from './notify-applicant';
import { changeAdvanceAsStaff } from './staff-advance-change';

/** Forgives part or all of the balance (never more than it), with the staff member's reason. */
export async function waive(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: WaiveInput,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<Advance> {
  return changeAdvanceAsStaff(deps, staff, input.id, async (trx, current) => {
    assertCanCredit(current, input.amount);
    const { advance: waived } = await appendEntries(
      trx,
      deps,
      current,
      [
        {
          kind: 'waiver',
          amountCents: input.amount,
          effectiveDate: todayInNewYork(deps.now()),
          reason: input.reason,
        },
      ],
      { id: staff.id, role: 'staff' },
      meta,
    );
    if (waived.state === 'repaid')
      await notifyApplicant(trx, deps, {
        userId: waived.userId,
        applicationId: waived.applicationId,
        kind: 'repaid',
        advance: waived,
      });
    return waived;
  });
}

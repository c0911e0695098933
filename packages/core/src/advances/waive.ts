import { type Advance, type PublicUser, todayInNewYork, type WaiveInput } from '@advance/contracts';
import { assertNotOwnApplication } from '../applications/assert-not-own-application';
import type { CoreDeps, RequestMeta } from '../deps';
import { advanceTransaction } from './advance-transaction';
import { appendEntries } from './append-entries';
import { loadAdvance } from './get-advance';
import { assertCanCredit, lockAdvanceOf } from './lock-advance';
import { notifyApplicant } from './notify-applicant';

/** Forgives part or all of the balance (never more than it), with the staff member's reason. */
export async function waive(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: WaiveInput,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<Advance> {
  const advance = await advanceTransaction(deps.db, async (trx) => {
    const current = await lockAdvanceOf(trx, input.id);
    assertNotOwnApplication(staff, current);
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
  deps.outbox.kick();
  return loadAdvance(deps.db, deps, advance, 'staff');
}

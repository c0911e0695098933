import type { Advance, PublicUser } from '@advance/contracts';
import type { AdvanceRow, Db } from '@advance/db';
import { assertNotOwnApplication } from '../applications/assert-not-own-application';
import type { CoreDeps } from '../deps';
import { advanceTransaction } from './advance-transaction';
import { loadAdvance } from './get-advance';
import { lockAdvanceOf } from './lock-advance';

/**
 * The frame of every staff change to an application's advance: one transaction that locks
 * the advance first (concurrent changes run one after another), never on the staff member's
 * own application; after the commit the outbox is kicked (the change may have queued a
 * notice) and the advance is read back as staff see it.
 */
export async function changeAdvanceAsStaff(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  applicationId: string,
  change: (trx: Db, current: AdvanceRow) => Promise<AdvanceRow>,
): Promise<Advance> {
  const advance = await advanceTransaction(deps.db, async (trx) => {
    const current = await lockAdvanceOf(trx, applicationId);
    assertNotOwnApplication(staff, current);
    return change(trx, current);
  });
  deps.outbox.kick();
  return loadAdvance(deps.db, deps, advance, 'staff');
}

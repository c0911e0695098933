import { isStaffRole, type Role, type SessionStage } from '@advance/contracts';
import { userHasSecondFactor } from '@advance/db';
import type { CoreDeps } from '../deps';

/**
 * How far a password alone gets (decision 021): customers all the way; staff only to the
 * second-factor step, or to its setup when they have no second factor yet.
 */
export async function passwordSignInStage(
  deps: CoreDeps,
  user: { id: string; role: Role },
): Promise<SessionStage> {
  if (!isStaffRole(user.role)) return 'full';
  return (await userHasSecondFactor(deps.db, user.id)) ? 'second_factor' : 'setup_second_factor';
}

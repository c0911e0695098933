import type { BroadcastAudience } from '@advance/contracts';
import { countBroadcastAudience as countAudience } from '@advance/db';
import type { CoreDeps } from '../deps';

/**
 * Issue 19: how many people a broadcast to `audience` would reach if sent now (staff see it
 * before sending). Counted exactly as sendBroadcast chooses them: every active customer, or
 * those whose latest application has the status.
 */
export async function countBroadcastAudience(
  deps: CoreDeps,
  audience: BroadcastAudience,
): Promise<{ count: number }> {
  return { count: await countAudience(deps.db, audience.status) };
}

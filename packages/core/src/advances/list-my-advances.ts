import type { MyAdvances } from '@advance/contracts';
import { hasOpenAdvance, listAdvancesForUser } from '@advance/db';
import type { CoreDeps } from '../deps';
import { loadAdvance } from './get-advance';

/**
 * The dashboard: every advance of the signed-in user in the customer view (no staff names,
 * no IP addresses), newest first, and whether one is open (the wizard says so before step 1).
 * Bounded by nature: one open advance at a time.
 */
export async function listMyAdvances(deps: CoreDeps, userId: string): Promise<MyAdvances> {
  const [rows, open] = await Promise.all([
    listAdvancesForUser(deps.db, userId),
    hasOpenAdvance(deps.db, userId),
  ]);
  const advances = await Promise.all(
    rows.map((row) => loadAdvance(deps.db, deps, row, 'customer')),
  );
  return { advances, hasOpenAdvance: open };
}

import {
  ADVANCE_GRACE_DAYS_DEFAULT,
  type Advance,
  advanceMessages,
  applicationMessages,
  isStaffRole,
  type PublicUser,
  todayInNewYork,
} from '@advance/contracts';
import {
  type AdvanceRow,
  type Db,
  findAdvanceByApplicationId,
  findApplicationById,
  listLedgerActorNames,
  listLedgerEntries,
  listPaymentAuthorizations,
} from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { type AdvanceView, toAdvance } from './to-advance';

/** New York's today and the configured grace days: what "past due" is measured against. */
export const advanceClock = (deps: Pick<CoreDeps, 'config' | 'now'>) => ({
  today: todayInNewYork(deps.now()),
  graceDays: deps.config.advanceGraceDays ?? ADVANCE_GRACE_DAYS_DEFAULT,
});

/** Reads the entries and authorisations of `row` (inside a transaction when given one). */
export async function loadAdvance(
  db: Db,
  deps: Pick<CoreDeps, 'config' | 'now'>,
  row: AdvanceRow,
  view: AdvanceView,
): Promise<Advance> {
  const [entries, authorizations] = await Promise.all([
    listLedgerEntries(db, row.id),
    listPaymentAuthorizations(db, row.id),
  ]);
  const actorNames =
    view === 'staff'
      ? await listLedgerActorNames(
          db,
          entries.flatMap((e) => (e.actorId ? [e.actorId] : [])),
        )
      : undefined;
  return toAdvance(row, entries, authorizations, { view, ...advanceClock(deps), actorNames });
}

/** The advance of an application, in the view asked for; NOT_FOUND when there is none. */
export async function getAdvanceView(
  deps: CoreDeps,
  applicationId: string,
  view: AdvanceView,
): Promise<Advance> {
  const row = isUuid(applicationId)
    ? await findAdvanceByApplicationId(deps.db, applicationId)
    : undefined;
  if (!row) throw new DomainError('NOT_FOUND', advanceMessages.notFound);
  return loadAdvance(deps.db, deps, row, view);
}

/**
 * `advances.forApplication` and GET /api/applications/{id}/advance: the owner gets the
 * customer view, staff the staff view, anyone else the same NOT_FOUND as a missing one.
 */
export async function getAdvanceForReader(
  deps: CoreDeps,
  reader: Pick<PublicUser, 'id' | 'role'>,
  applicationId: string,
): Promise<Advance> {
  const application = isUuid(applicationId)
    ? await findApplicationById(deps.db, applicationId)
    : undefined;
  if (!application) throw new DomainError('NOT_FOUND', applicationMessages.notFound);
  if (application.userId === reader.id) return getAdvanceView(deps, applicationId, 'customer');
  if (isStaffRole(reader.role)) return getAdvanceView(deps, applicationId, 'staff');
  throw new DomainError('NOT_FOUND', applicationMessages.notFound);
}

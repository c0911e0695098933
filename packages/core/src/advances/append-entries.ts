import { advanceMessages } from '@advance/contracts';
import {
  type AdvanceRow,
  type Db,
  insertLedgerEntry,
  type LedgerEntryRow,
  listLedgerEntries,
  type NewLedgerEntry,
  updateAdvance,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { endUncoveredAuthorizations } from './end-uncovered-authorizations';
import { projectLedger, storedStateFor } from './ledger-projection';

export interface LedgerActor {
  id: string;
  role: 'staff' | 'applicant' | 'system';
}

type EntryInput = Omit<NewLedgerEntry, 'advanceId' | 'actorId' | 'actorRole' | 'createdAt'>;
type AdvanceChange = Partial<
  Pick<AdvanceRow, 'fundedOn' | 'dueDate' | 'aprBasisPoints' | 'days' | 'paymentNoticeSentAt'>
>;

/**
 * Appends entries to a locked advance, logs each one, and recomputes the projection and the
 * stored state from every entry, all in the caller's transaction. `change` carries figures
 * that move with the entries (funding date, final disclosure). A pending authorisation the
 * new balance no longer covers ends here, unless one of the entries collects it.
 */
export async function appendEntries(
  trx: Db,
  deps: Pick<CoreDeps, 'now' | 'outbox'>,
  advance: AdvanceRow,
  entries: readonly EntryInput[],
  actor: LedgerActor,
  meta: Pick<RequestMeta, 'ip'>,
  change: AdvanceChange = {},
): Promise<{ advance: AdvanceRow; written: LedgerEntryRow[] }> {
  const written: LedgerEntryRow[] = [];
  for (const entry of entries) {
    const row = await insertLedgerEntry(trx, {
      ...entry,
      advanceId: advance.id,
      actorId: actor.id,
      actorRole: actor.role,
    });
    written.push(row);
    await logActivity(trx, {
      actorId: actor.role === 'system' ? null : actor.id,
      action: activityActions.ledgerEntryRecorded,
      targetType: 'advance',
      targetId: advance.id,
      details: {
        kind: row.kind,
        cents: row.amountCents,
        entryId: row.id,
        advanceId: advance.id,
        applicationId: advance.applicationId,
        reversesId: row.reversesId,
        effectiveDate: row.effectiveDate,
        method: row.method,
        reference: row.reference,
        reason: row.reason,
        paymentAuthorizationId: row.paymentAuthorizationId,
        // Funding (and undoing it) moves the final figures: the log says to what.
        ...(change.dueDate !== undefined
          ? { dueDate: change.dueDate, aprBasisPoints: change.aprBasisPoints ?? null }
          : {}),
      },
      ipAddress: meta.ip,
    });
  }
  const projection = projectLedger(await listLedgerEntries(trx, advance.id));
  // The schema has no check for this; the rules above should make it impossible.
  if (projection.balanceCents < 0)
    throw new DomainError('CONFLICT', advanceMessages.reversalMakesNegative);
  const updated = await updateAdvance(trx, advance.id, {
    ...change,
    state: storedStateFor(advance.state, projection),
    balanceCents: projection.balanceCents,
    paidCents: projection.paidCents,
    waivedCents: projection.waivedCents,
    updatedAt: deps.now(),
  });
  const collecting = new Set(entries.flatMap((e) => e.paymentAuthorizationId ?? []));
  await endUncoveredAuthorizations(
    trx,
    deps,
    updated,
    actor.role === 'system' ? null : actor.id,
    meta,
    collecting,
  );
  return { advance: updated, written };
}

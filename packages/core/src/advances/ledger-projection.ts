import type { AdvanceStateColumn, LedgerEntryRow } from '@advance/db';
import { entrySign } from './to-advance';

export interface LedgerProjection {
  balanceCents: number;
  paidCents: number;
  waivedCents: number;
  /** A disbursement that has not been reversed: the advance counts as funded. */
  hasLiveDisbursement: boolean;
}

/**
 * The advance's figures from its entries: always a sum over the whole ledger, never an
 * increment, so the projection cannot drift from what the entries say.
 */
export function projectLedger(
  entries: readonly Pick<LedgerEntryRow, 'id' | 'kind' | 'amountCents' | 'reversesId'>[],
): LedgerProjection {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const reversed = new Set(entries.flatMap((e) => (e.reversesId ? [e.reversesId] : [])));
  let balanceCents = 0;
  let paidCents = 0;
  let waivedCents = 0;
  for (const entry of entries) {
    balanceCents += entrySign(entry, byId) * entry.amountCents;
    if (reversed.has(entry.id)) continue;
    if (entry.kind === 'payment') paidCents += entry.amountCents;
    if (entry.kind === 'waiver') waivedCents += entry.amountCents;
  }
  const hasLiveDisbursement = entries.some((e) => e.kind === 'disbursement' && !reversed.has(e.id));
  return { balanceCents, paidCents, waivedCents, hasLiveDisbursement };
}

/** The stored state after a change: cancelled stays; otherwise what the ledger says. */
export function storedStateFor(
  current: AdvanceStateColumn,
  projection: LedgerProjection,
): AdvanceStateColumn {
  if (current === 'cancelled') return 'cancelled';
  if (!projection.hasLiveDisbursement) return 'awaiting_funding';
  return projection.balanceCents === 0 ? 'repaid' : 'funded';
}

import {
  type Advance,
  describeLedgerEntry,
  type LedgerEntry,
  ledgerKindSign,
  type PaymentAuthorization,
} from '@advance/contracts';
import type { AdvanceRow, LedgerEntryRow, PaymentAuthorizationRow } from '@advance/db';
import { deriveState, graceEndsOn } from './derive-state';

const dollars = (cents: number) => cents / 100;

export type AdvanceView = 'staff' | 'customer';

export interface ToAdvanceOptions {
  view: AdvanceView;
  /** New York's today (the caller's clock, so tests can move it). */
  today: string;
  graceDays: number;
  /** Staff view: who recorded each entry, by user id. */
  actorNames?: ReadonlyMap<string, string> | undefined;
}

/** +1 or −1: what an entry does to the balance (a reversal undoes the entry it points at). */
export function entrySign(
  entry: Pick<LedgerEntryRow, 'kind' | 'reversesId'>,
  byId: ReadonlyMap<string, Pick<LedgerEntryRow, 'kind'>>,
): 1 | -1 {
  if (entry.kind !== 'reversal') return ledgerKindSign[entry.kind];
  const reversed = entry.reversesId ? byId.get(entry.reversesId) : undefined;
  if (!reversed || reversed.kind === 'reversal') return 1;
  return ledgerKindSign[reversed.kind] === 1 ? -1 : 1;
}

/** The entry in plain words, for the applicant's history. */
function describe(entry: LedgerEntryRow, byId: ReadonlyMap<string, LedgerEntryRow>): string {
  const reversed = entry.reversesId ? byId.get(entry.reversesId) : undefined;
  return describeLedgerEntry({
    kind: entry.kind,
    amount: dollars(entry.amountCents),
    method: entry.method,
    reversed: reversed && { kind: reversed.kind, effectiveDate: reversed.effectiveDate },
  });
}

function toEntry(
  entry: LedgerEntryRow,
  byId: ReadonlyMap<string, LedgerEntryRow>,
  reversedBy: ReadonlyMap<string, string>,
  options: ToAdvanceOptions,
): LedgerEntry {
  const staff = options.view === 'staff';
  return {
    id: entry.id,
    kind: entry.kind,
    amount: dollars(entry.amountCents),
    effect: dollars(entrySign(entry, byId) * entry.amountCents),
    effectiveDate: entry.effectiveDate,
    method: entry.method,
    reference: entry.reference,
    reason: entry.reason,
    reversesId: entry.reversesId,
    reversedById: reversedBy.get(entry.id) ?? null,
    actorRole: entry.actorRole,
    actorName: staff && entry.actorId ? (options.actorNames?.get(entry.actorId) ?? null) : null,
    description: describe(entry, byId),
    createdAt: entry.createdAt.toISOString(),
  };
}

export const toAuthorization = (
  row: PaymentAuthorizationRow,
  view: AdvanceView,
): PaymentAuthorization => ({
  id: row.id,
  amount: dollars(row.amountCents),
  date: row.payOn,
  status: row.status,
  failedAttempts: row.failedAttempts,
  endedReason: row.endedReason,
  consentText: row.consentText,
  ipAddress: view === 'staff' ? row.ipAddress : null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The advance as shown: dollars, the derived state, the ledger in the order it was written.
 * The customer view never carries staff names or the IP an authorisation came from.
 */
export function toAdvance(
  row: AdvanceRow,
  entries: readonly LedgerEntryRow[],
  authorizations: readonly PaymentAuthorizationRow[],
  options: ToAdvanceOptions,
): Advance {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const reversedBy = new Map(
    entries.flatMap((e) => (e.reversesId ? [[e.reversesId, e.id] as const] : [])),
  );
  const state = deriveState({ ...row, today: options.today, graceDays: options.graceDays });
  const open = state === 'funded' || state === 'past_due';
  return {
    id: row.id,
    applicationId: row.applicationId,
    state,
    principal: dollars(row.principalCents),
    fee: dollars(row.feeCents),
    amountFinanced: dollars(row.amountFinancedCents),
    totalOfPayments: dollars(row.principalCents),
    apr: row.aprBasisPoints / 100,
    days: row.days,
    dueDate: row.dueDate,
    disclosedDueDate: row.disclosedDueDate,
    fundedAt: row.fundedOn,
    balance: dollars(row.balanceCents),
    paid: dollars(row.paidCents),
    waived: dollars(row.waivedCents),
    graceEndsOn: graceEndsOn(row.dueDate, options.graceDays),
    canAuthorizePayment: open && row.balanceCents > 0 && options.today >= row.dueDate,
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    entries: entries.map((e) => toEntry(e, byId, reversedBy, options)),
    authorizations: authorizations.map((a) => toAuthorization(a, options.view)),
    createdAt: row.createdAt.toISOString(),
  };
}

import {
  type Advance,
  advanceMessages,
  type PublicUser,
  type ReverseEntryInput,
  todayInNewYork,
} from '@advance/contracts';
import {
  type AdvanceRow,
  findApplicationById,
  findLedgerEntry,
  type LedgerEntryRow,
  listLedgerEntries,
  lockAdvanceById,
} from '@advance/db';
import { assertNotOwnApplication } from '../applications/assert-not-own-application';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { advanceTransaction } from './advance-transaction';
import { appendEntries } from './append-entries';
import { loadAdvance } from './get-advance';

/**
 * Why an entry cannot be reversed, or null. A reversal is never reversed and an entry at most
 * once; a fee only goes with its disbursement; a disbursement only once no payment or waiver
 * is left standing.
 */
function refusal(entry: LedgerEntryRow, entries: readonly LedgerEntryRow[]): string | null {
  const reversed = new Set(entries.flatMap((e) => (e.reversesId ? [e.reversesId] : [])));
  if (entry.kind === 'reversal') return advanceMessages.reverseReversal;
  if (reversed.has(entry.id)) return advanceMessages.alreadyReversed;
  if (entry.kind === 'fee') return advanceMessages.feeNotReversible;
  const creditsStanding = entries.some(
    (e) => (e.kind === 'payment' || e.kind === 'waiver') && !reversed.has(e.id),
  );
  if (entry.kind === 'disbursement' && creditsStanding)
    return advanceMessages.disbursementHasCredits;
  return null;
}

/**
 * The figures the advance had at approval, for an advance whose funding is undone: the
 * stored quote when there is one, the due date disclosed in any case, and no payment notice
 * sent yet.
 */
async function approvalFigures(
  trx: Parameters<typeof findApplicationById>[0],
  advance: AdvanceRow,
): Promise<
  Partial<
    Pick<AdvanceRow, 'fundedOn' | 'dueDate' | 'aprBasisPoints' | 'days' | 'paymentNoticeSentAt'>
  >
> {
  const application = await findApplicationById(trx, advance.applicationId);
  const quoted =
    application?.aprBasisPoints != null && application.days != null
      ? { aprBasisPoints: application.aprBasisPoints, days: application.days }
      : {};
  // A new funding gets its own payment notice.
  return {
    fundedOn: null,
    paymentNoticeSentAt: null,
    dueDate: advance.disclosedDueDate,
    ...quoted,
  };
}

/**
 * Corrects the ledger with a reversal entry (never an edit). Reversing a disbursement also
 * reverses its fee, and the advance waits for funding again.
 */
export async function reverseEntry(
  deps: CoreDeps,
  staff: Pick<PublicUser, 'id'>,
  input: ReverseEntryInput,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<Advance> {
  const found = isUuid(input.id) ? await findLedgerEntry(deps.db, input.id) : undefined;
  if (!found) throw new DomainError('NOT_FOUND', advanceMessages.entryNotFound);
  const advance = await advanceTransaction(deps.db, async (trx) => {
    const current = await lockAdvanceById(trx, found.advanceId);
    if (!current) throw new DomainError('NOT_FOUND', advanceMessages.notFound);
    assertNotOwnApplication(staff, current);
    // Read again under the lock: a concurrent reversal may have just been written.
    const entries = await listLedgerEntries(trx, current.id);
    const entry = entries.find((e) => e.id === found.id) ?? found;
    const why = refusal(entry, entries);
    if (why) throw new DomainError('CONFLICT', why);
    if (current.state === 'cancelled') throw new DomainError('CONFLICT', advanceMessages.cancelled);
    const reversed = new Set(entries.flatMap((e) => (e.reversesId ? [e.reversesId] : [])));
    const targets =
      entry.kind === 'disbursement'
        ? [entry, ...entries.filter((e) => e.kind === 'fee' && !reversed.has(e.id))]
        : [entry];
    const today = todayInNewYork(deps.now());
    const { advance: after } = await appendEntries(
      trx,
      deps,
      current,
      targets.map((t) => ({
        kind: 'reversal' as const,
        amountCents: t.amountCents,
        effectiveDate: today,
        reason: input.reason,
        reversesId: t.id,
      })),
      { id: staff.id, role: 'staff' },
      meta,
      entry.kind === 'disbursement' ? await approvalFigures(trx, current) : {},
    );
    return after;
  });
  // An authorisation the reversal ended may have queued a notice.
  deps.outbox.kick();
  return loadAdvance(deps.db, deps, advance, 'staff');
}

import {
  type Advance,
  type AdvanceState,
  addDays,
  type LedgerEntry,
  methodLabels,
  type PaymentAuthorization,
} from '@advance/contracts';
import type { TFunction } from 'i18next';
import {
  CircleCheck,
  CircleSlash,
  Clock,
  type LucideIcon,
  Send,
  TriangleAlert,
} from 'lucide-react';
import type { badgeVariants } from '../../components/ui/badge';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

/** Each state has its own icon and colour; the colour is never the only cue. */
export const advanceStateStyles: Record<AdvanceState, { variant: BadgeVariant; icon: LucideIcon }> =
  {
    awaiting_funding: { variant: 'warning', icon: Clock },
    funded: { variant: 'default', icon: Send },
    past_due: { variant: 'danger', icon: TriangleAlert },
    repaid: { variant: 'success', icon: CircleCheck },
    cancelled: { variant: 'neutral', icon: CircleSlash },
  };

/**
 * What "Pay after your benefit arrives" shows: nothing before funding or once nothing is
 * owed; the pending authorisation when there is one (one at a time); before the benefit
 * date the day payments open; from then on the form. The server's `canAuthorizePayment`
 * decides the date, so the browser's clock never opens the form early.
 */
export type PaySection =
  | { kind: 'none' }
  | { kind: 'pending'; authorization: PaymentAuthorization }
  | { kind: 'notYet'; from: string }
  | { kind: 'form' };

export function paySection(advance: Advance): PaySection {
  if (advance.state !== 'funded' && advance.state !== 'past_due') return { kind: 'none' };
  if (advance.balance <= 0) return { kind: 'none' };
  const pending = advance.authorizations.find((a) => a.status === 'pending');
  if (pending) return { kind: 'pending', authorization: pending };
  if (!advance.canAuthorizePayment) return { kind: 'notYet', from: advance.dueDate };
  return { kind: 'form' };
}

/** Authorisations that are over (collected, ended, withdrawn), newest first. */
export function pastAuthorizations(advance: Advance): PaymentAuthorization[] {
  return advance.authorizations
    .filter((a) => a.status !== 'pending')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The earliest date the form offers: the benefit date, or today once that has passed. */
export function earliestPayDate(dueDate: string, today: string): string {
  return today > dueDate ? today : dueDate;
}

/** The form's first values: the whole balance on the earliest date. */
export function payDefaults(advance: Pick<Advance, 'balance' | 'dueDate'>, today: string) {
  return { amount: String(advance.balance), date: earliestPayDate(advance.dueDate, today) };
}

/** The latest date the date picker offers (the server has the last word). */
export const latestPayDate = (today: string) => addDays(today, 30);

/** Ledger entries in the order they happened. */
export function historyOf(advance: Pick<Advance, 'entries'>) {
  return [...advance.entries].sort(
    (a, b) =>
      a.effectiveDate.localeCompare(b.effectiveDate) || a.createdAt.localeCompare(b.createdAt),
  );
}

/** Dashboard lookup: each application's advance. */
export function advancesByApplication(advances: readonly Advance[]): Map<string, Advance> {
  return new Map(advances.map((advance) => [advance.applicationId, advance]));
}

type Method = keyof typeof methodLabels;

/**
 * A ledger entry in plain words in the reader's language, as the server's English
 * description says it (contracts' describeLedgerEntry); a reversal names what it undid.
 */
export function describeEntry(
  entry: Pick<LedgerEntry, 'kind' | 'amount' | 'method' | 'reversesId'>,
  entries: readonly Pick<LedgerEntry, 'id' | 'kind' | 'effectiveDate'>[],
  t: TFunction<'dashboard'>,
  localeTag: string,
): string {
  const amount = formatUsd(entry.amount, localeTag);
  const method =
    entry.method && entry.method in methodLabels
      ? t('advance.entry.byMethod', { method: t(`advance.entry.method.${entry.method as Method}`) })
      : '';
  switch (entry.kind) {
    case 'disbursement':
    case 'payment':
      return t(`advance.entry.${entry.kind}`, { amount, method });
    case 'fee':
    case 'waiver':
      return t(`advance.entry.${entry.kind}`, { amount });
    case 'reversal': {
      const reversed = entries.find((e) => e.id === entry.reversesId);
      const what = reversed
        ? t('advance.entry.reversedWhat', {
            kind: t(`advance.entry.kind.${reversed.kind}`),
            date: formatDate(reversed.effectiveDate, localeTag),
          })
        : t('advance.entry.earlierEntry');
      return t('advance.entry.reversal', { amount, what });
    }
  }
}

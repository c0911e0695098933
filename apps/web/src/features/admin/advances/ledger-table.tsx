import { type LedgerEntry, ledgerEntryKindLabels, methodLabels } from '@advance/contracts';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { isReversible } from './advance-form';

const cell = 'px-3 py-2 align-top';
const head = 'px-3 py-2 text-left font-semibold whitespace-nowrap';

/** "+$485.00" owed more, "−$100.00" owed less (the sign is a word for screen readers too). */
export function effectText(effect: number): string {
  if (effect === 0) return formatUsd(0);
  return `${effect > 0 ? '+' : '−'}${formatUsd(Math.abs(effect))}`;
}

const methodText = (method: string | null) =>
  method ? (methodLabels[method as keyof typeof methodLabels] ?? method) : '—';

/**
 * The advance's ledger, oldest first, as a real table (caption and column headers) that
 * scrolls sideways inside itself when the page is zoomed. Reversed entries and reversals
 * say so in words; Reverse is offered only where the server would accept it.
 */
export function LedgerTable({
  entries,
  onReverse,
}: {
  entries: LedgerEntry[];
  onReverse?: ((entry: LedgerEntry) => void) | undefined;
}) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return (
    <section
      aria-label="Ledger table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) even when no row has a Reverse button.
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="sr-only">Ledger entries, oldest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>
              Date
            </th>
            <th scope="col" className={head}>
              Kind
            </th>
            <th scope="col" className={`${head} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${head} text-right`}>
              Effect
            </th>
            <th scope="col" className={head}>
              Method
            </th>
            <th scope="col" className={head}>
              Reference
            </th>
            <th scope="col" className={head}>
              Reason
            </th>
            <th scope="col" className={head}>
              Recorded by
            </th>
            {onReverse ? (
              <th scope="col" className={head}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">
          {entries.map((entry) => {
            const reverses = entry.reversesId ? byId.get(entry.reversesId) : undefined;
            const kind = ledgerEntryKindLabels[entry.kind];
            return (
              <tr key={entry.id} className={entry.reversedById ? 'bg-slate-50' : undefined}>
                <td className={`${cell} whitespace-nowrap`}>{formatDate(entry.effectiveDate)}</td>
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {kind}
                  {reverses ? (
                    <span className="block text-xs font-normal text-slate-600">
                      of the {ledgerEntryKindLabels[reverses.kind].toLowerCase()} of{' '}
                      {formatDate(reverses.effectiveDate)}
                    </span>
                  ) : null}
                  {entry.reversedById ? (
                    <span className="mt-1 block text-xs font-semibold text-amber-900">
                      Reversed
                    </span>
                  ) : null}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{formatUsd(entry.amount)}</td>
                <td className={`${cell} text-right tabular-nums`}>{effectText(entry.effect)}</td>
                <td className={cell}>{methodText(entry.method)}</td>
                <td className={`${cell} break-all`}>{entry.reference ?? '—'}</td>
                <td className={`${cell} max-w-48 break-words`}>{entry.reason ?? '—'}</td>
                <td className={cell}>
                  {entry.actorName ?? (entry.actorRole === 'system' ? 'System' : '—')}
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(entry.createdAt)}
                  </span>
                </td>
                {onReverse ? (
                  <td className={cell}>
                    {isReversible(entry) ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onReverse(entry)}
                        aria-label={`Reverse the ${kind.toLowerCase()} of ${formatUsd(entry.amount)} on ${formatDate(entry.effectiveDate)}`}
                      >
                        <Undo2 aria-hidden="true" />
                        Reverse
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

import { type Advance, advancePageMessages } from '@advance/contracts';
import { useId } from 'react';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { historyOf } from './advance-view';

/** The ledger in plain words, oldest first: when, what happened, and what it did to the balance. */
export function AdvanceHistory({ advance }: { advance: Pick<Advance, 'entries'> }) {
  const titleId = useId();
  const entries = historyOf(advance);
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h4 id={titleId} className="text-base font-semibold text-slate-900">
        {advancePageMessages.historyTitle}
      </h4>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{advancePageMessages.noHistory}</p>
      ) : (
        <ol aria-labelledby={titleId} className="divide-y divide-slate-200 rounded-lg border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
              <span className="w-28 shrink-0 text-sm text-slate-600">
                {formatDate(entry.effectiveDate)}
              </span>
              <span className="min-w-0 flex-1 text-base text-slate-900">{entry.description}</span>
              <span className="text-sm font-semibold tabular-nums text-slate-900">
                {entry.effect < 0 ? '−' : '+'}
                {formatUsd(Math.abs(entry.effect))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

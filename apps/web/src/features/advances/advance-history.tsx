import type { Advance } from '@advance/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appLocale, appLocaleTag } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { describeEntry, historyOf } from './advance-view';

/** The ledger in plain words, oldest first: when, what happened, and what it did to the balance. */
export function AdvanceHistory({ advance }: { advance: Pick<Advance, 'entries'> }) {
  const { t } = useTranslation('dashboard');
  const tag = appLocaleTag();
  const titleId = useId();
  const entries = historyOf(advance);
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h4 id={titleId} className="text-base font-semibold text-slate-900">
        {t('advance.historyTitle')}
      </h4>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('advance.noHistory')}</p>
      ) : (
        <ol aria-labelledby={titleId} className="divide-y divide-slate-200 rounded-lg border">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
              <span className="w-28 shrink-0 text-sm text-slate-600">
                {formatDate(entry.effectiveDate, tag)}
              </span>
              <span className="min-w-0 flex-1 text-base text-slate-900">
                {/* English: the server's own words; another language: the same, translated. */}
                {appLocale() === 'en'
                  ? entry.description
                  : describeEntry(entry, advance.entries, t, tag)}
              </span>
              <span className="text-sm font-semibold tabular-nums text-slate-900">
                {entry.effect < 0 ? '−' : '+'}
                {formatUsd(Math.abs(entry.effect), tag)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import type { Advance } from '@advance/contracts';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appLocaleTag } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { pastAuthorizations, paySection } from './advance-view';
import { PayForm } from './pay-form';
import { PendingAuthorization } from './pending-authorization';

/**
 * "Pay after your benefit arrives": before the benefit date, the day payments open; from
 * then on one payment at a time, authorised here and collected by us.
 */
export function PaySection({ advance }: { advance: Advance }) {
  const { t } = useTranslation('dashboard');
  const tag = appLocaleTag();
  const titleId = useId();
  const section = paySection(advance);
  const past = pastAuthorizations(advance);
  if (section.kind === 'none' && past.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border p-4">
      <h4 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('pay.title')}
      </h4>
      {section.kind !== 'none' ? <p className="text-sm text-slate-700">{t('pay.intro')}</p> : null}
      {section.kind === 'notYet' ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-base font-medium text-slate-900">
          <CalendarClock aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {t('pay.beforeBenefit', { dueDate: formatDate(section.from, tag) })}
        </p>
      ) : null}
      {section.kind === 'pending' ? (
        <PendingAuthorization authorization={section.authorization} />
      ) : null}
      {section.kind === 'form' ? <PayForm advance={advance} /> : null}
      {past.length > 0 ? (
        <div className="space-y-1">
          <h5 className="text-sm font-semibold text-slate-900">{t('pay.earlierTitle')}</h5>
          <ul className="space-y-1 text-sm text-slate-700">
            {past.map((a) => (
              <li key={a.id}>
                {t('pay.authorizationLine', {
                  amount: formatUsd(a.amount, tag),
                  date: formatDate(a.date, tag),
                  status: t(`pay.authorizationStatus.${a.status}`),
                })}
                {a.endedReason ? ` (${a.endedReason})` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import type { Advance } from '@advance/contracts';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { type DetailItem, DetailList } from '../../components/ui/detail-list';
import { appLocaleTag } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { DisclosureBox } from '../pricing/disclosure-box';
import { AdvanceHistory } from './advance-history';
import { advanceStateStyles } from './advance-view';
import { PaySection } from './pay-section';

function figureItems(advance: Advance, t: TFunction<'dashboard'>, tag: string): DetailItem[] {
  const items: DetailItem[] = [
    { label: t('advance.amountDueLabel'), value: formatUsd(advance.balance, tag) },
    { label: t('advance.dueDateLabel'), value: formatDate(advance.dueDate, tag) },
    { label: t('advance.paidLabel'), value: formatUsd(advance.paid, tag) },
  ];
  if (advance.waived > 0)
    items.push({ label: t('advance.waivedLabel'), value: formatUsd(advance.waived, tag) });
  if (advance.fundedAt)
    items.push({ label: t('advance.fundedOnLabel'), value: formatDate(advance.fundedAt, tag) });
  return items;
}

/**
 * The advance an approved application became, for its applicant: the state in plain words,
 * what is due and when, the disclosure (final once the money is sent), the history, and
 * "Pay after your benefit arrives". In the customer's language (issue 20).
 */
export function AdvancePanel({ advance }: { advance: Advance }) {
  const { t } = useTranslation('dashboard');
  const tag = appLocaleTag();
  const titleId = useId();
  const { variant, icon: Icon } = advanceStateStyles[advance.state];
  const funded = advance.fundedAt !== null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="advance-panel"
      className="space-y-5 rounded-xl border-2 border-blue-100 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="text-xl font-bold text-slate-900">
          {t('advance.title')}
        </h3>
        <Badge variant={variant} className="text-sm">
          <Icon aria-hidden="true" />
          {t(`advance.state.${advance.state}`)}
        </Badge>
      </div>
      <div className="space-y-1 text-base text-slate-800">
        <p>{t(`advance.stateText.${advance.state}`)}</p>
        {advance.cancelReason ? (
          <p className="text-sm text-slate-700">
            {t('advance.cancelReason', { reason: advance.cancelReason })}
          </p>
        ) : null}
      </div>
      {advance.state === 'cancelled' ? null : (
        <>
          <DetailList
            items={figureItems(advance, t, tag)}
            className="grid-cols-1 rounded-xl bg-slate-50 p-4 sm:grid-cols-3"
          />
          <div className="space-y-2">
            <DisclosureBox
              title={
                funded ? t('advance.finalDisclosureTitle') : t('advance.approvedDisclosureTitle')
              }
              titleAs="h4"
              figures={{
                apr: advance.apr,
                financeCharge: advance.fee,
                amountFinanced: advance.amountFinanced,
                totalOfPayments: advance.totalOfPayments,
                dueDate: advance.dueDate,
              }}
            />
            <p className="text-sm text-slate-600">
              {advance.fundedAt
                ? t('advance.finalDisclosureNote', { fundedOn: formatDate(advance.fundedAt, tag) })
                : t('advance.approvedDisclosureNote')}
            </p>
          </div>
          <PaySection advance={advance} />
        </>
      )}
      <AdvanceHistory advance={advance} />
    </section>
  );
}

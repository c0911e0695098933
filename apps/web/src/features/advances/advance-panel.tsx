import { type Advance, advancePageMessages, advanceStateLabels } from '@advance/contracts';
import { useId } from 'react';
import { Badge } from '../../components/ui/badge';
import { type DetailItem, DetailList } from '../../components/ui/detail-list';
import { formatDate } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { DisclosureBox } from '../pricing/disclosure-box';
import { AdvanceHistory } from './advance-history';
import { advanceStateStyles } from './advance-view';
import { PaySection } from './pay-section';

function figureItems(advance: Advance): DetailItem[] {
  const items: DetailItem[] = [
    { label: advancePageMessages.amountDueLabel, value: formatUsd(advance.balance) },
    { label: advancePageMessages.dueDateLabel, value: formatDate(advance.dueDate) },
    { label: advancePageMessages.paidLabel, value: formatUsd(advance.paid) },
  ];
  if (advance.waived > 0)
    items.push({ label: advancePageMessages.waivedLabel, value: formatUsd(advance.waived) });
  if (advance.fundedAt)
    items.push({ label: advancePageMessages.fundedOnLabel, value: formatDate(advance.fundedAt) });
  return items;
}

/**
 * The advance an approved application became, for its applicant: the state in plain words,
 * what is due and when, the disclosure (final once the money is sent), the history, and
 * "Pay after your benefit arrives".
 */
export function AdvancePanel({ advance }: { advance: Advance }) {
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
          {advancePageMessages.title}
        </h3>
        <Badge variant={variant} className="text-sm">
          <Icon aria-hidden="true" />
          {advanceStateLabels[advance.state]}
        </Badge>
      </div>
      <div className="space-y-1 text-base text-slate-800">
        <p>{advancePageMessages.stateText[advance.state]}</p>
        {advance.cancelReason ? (
          <p className="text-sm text-slate-700">
            {advancePageMessages.cancelReason(advance.cancelReason)}
          </p>
        ) : null}
      </div>
      {advance.state === 'cancelled' ? null : (
        <>
          <DetailList
            items={figureItems(advance)}
            className="grid-cols-1 rounded-xl bg-slate-50 p-4 sm:grid-cols-3"
          />
          <div className="space-y-2">
            <DisclosureBox
              title={
                funded
                  ? advancePageMessages.finalDisclosureTitle
                  : advancePageMessages.approvedDisclosureTitle
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
                ? advancePageMessages.finalDisclosureNote(formatDate(advance.fundedAt))
                : advancePageMessages.approvedDisclosureNote}
            </p>
          </div>
          <PaySection advance={advance} />
        </>
      )}
      <AdvanceHistory advance={advance} />
    </section>
  );
}

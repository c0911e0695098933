import {
  type Advance,
  advanceMessages,
  advancePageMessages,
  paymentAuthorizationStatusLabels,
} from '@advance/contracts';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
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
  const titleId = useId();
  const section = paySection(advance);
  const past = pastAuthorizations(advance);
  if (section.kind === 'none' && past.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border p-4">
      <h4 id={titleId} className="text-lg font-semibold text-slate-900">
        {advancePageMessages.payTitle}
      </h4>
      {section.kind !== 'none' ? (
        <p className="text-sm text-slate-700">{advancePageMessages.payIntro}</p>
      ) : null}
      {section.kind === 'notYet' ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-base font-medium text-slate-900">
          <CalendarClock aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {advanceMessages.payBeforeBenefit(formatDate(section.from))}
        </p>
      ) : null}
      {section.kind === 'pending' ? (
        <PendingAuthorization authorization={section.authorization} />
      ) : null}
      {section.kind === 'form' ? <PayForm advance={advance} /> : null}
      {past.length > 0 ? (
        <div className="space-y-1">
          <h5 className="text-sm font-semibold text-slate-900">
            {advancePageMessages.earlierAuthorizationsTitle}
          </h5>
          <ul className="space-y-1 text-sm text-slate-700">
            {past.map((a) => (
              <li key={a.id}>
                {advancePageMessages.authorizationLine(
                  formatUsd(a.amount),
                  formatDate(a.date),
                  paymentAuthorizationStatusLabels[a.status],
                )}
                {a.endedReason ? ` (${a.endedReason})` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

import { FUNDING_PROMISE_BUSINESS_DAYS } from '@advance/contracts';
import { TriangleAlert } from 'lucide-react';

/** True once an approved advance has waited as long as the approval message promised. */
export const isFundingOverdue = (businessDays: number) =>
  businessDays >= FUNDING_PROMISE_BUSINESS_DAYS;

/**
 * How long an approved advance has waited for its money, against the promise of funds within
 * 1-2 business days. At 2 or more it is flagged with an icon and words, not colour alone.
 */
export function FundingWait({ businessDays }: { businessDays: number }) {
  const days = `${businessDays} business ${businessDays === 1 ? 'day' : 'days'} waiting`;
  if (!isFundingOverdue(businessDays)) return <span className="text-slate-700">{days}</span>;
  return (
    <span className="inline-flex items-start gap-1 font-semibold text-red-800">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {days}
        <span className="block text-xs font-medium">
          Promised within 1-{FUNDING_PROMISE_BUSINESS_DAYS} business days
        </span>
      </span>
    </span>
  );
}

import type { AdminAdvanceListItem } from '@advance/contracts';
import { Eye } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { AdvanceStateBadge } from './advance-state-badge';
import { FundingWait } from './funding-wait';

const cell = 'px-3 py-3 align-top';
const head = 'px-3 py-2 text-left font-semibold whitespace-nowrap';

/** One page of advances: a table with a caption, row headers and its own sideways scroll. */
export function AdvancesTable({
  items,
  caption,
  busy,
  onDetails,
}: {
  items: AdminAdvanceListItem[];
  caption: string;
  busy: boolean;
  onDetails: (item: AdminAdvanceListItem) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-busy={busy} className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>
              Applicant
            </th>
            <th scope="col" className={head}>
              State
            </th>
            <th scope="col" className={`${head} text-right`}>
              Principal
            </th>
            <th scope="col" className={`${head} text-right`}>
              Balance
            </th>
            <th scope="col" className={head}>
              Due date
            </th>
            <th scope="col" className={head}>
              Funding
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {item.applicantName}
                <span className="block break-all text-xs font-normal text-slate-600">
                  {item.email}
                </span>
              </th>
              <td className={cell}>
                <div className="flex flex-col items-start gap-1">
                  <AdvanceStateBadge state={item.state} />
                  {item.hasPendingAuthorization ? (
                    <Badge variant="strong">Payment authorised</Badge>
                  ) : null}
                </div>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatUsd(item.principal)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatUsd(item.balance)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(item.dueDate)}</td>
              <td className={cell}>
                {item.businessDaysWaiting !== null ? (
                  <FundingWait businessDays={item.businessDaysWaiting} />
                ) : item.fundedAt ? (
                  `Funded ${formatDate(item.fundedAt)}`
                ) : (
                  '—'
                )}
              </td>
              <td className={cell}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onDetails(item)}
                  aria-label={`Details for ${item.applicantName}`}
                >
                  <Eye aria-hidden="true" />
                  Details
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

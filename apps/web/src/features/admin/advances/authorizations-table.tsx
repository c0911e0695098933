import { MAX_FAILED_ATTEMPTS, type PaymentAuthorization } from '@advance/contracts';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';

const cell = 'px-3 py-2 align-top';
const head = 'px-3 py-2 text-left font-semibold whitespace-nowrap';

/** Payments the applicant authorised that are still waiting to be collected. */
export function AuthorizationsTable({
  authorizations,
  onReceived,
  onFailed,
}: {
  authorizations: PaymentAuthorization[];
  onReceived: (authorization: PaymentAuthorization) => void;
  onFailed: (authorization: PaymentAuthorization) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Payment authorisations waiting to be collected</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>
              Amount
            </th>
            <th scope="col" className={head}>
              Collect on or after
            </th>
            <th scope="col" className={head}>
              Authorised
            </th>
            <th scope="col" className={head}>
              IP address
            </th>
            <th scope="col" className={head}>
              Failed attempts
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">
          {authorizations.map((authorization) => {
            const what = `${formatUsd(authorization.amount)} on ${formatDate(authorization.date)}`;
            return (
              <tr key={authorization.id}>
                <th scope="row" className={`${cell} text-left font-medium tabular-nums`}>
                  {formatUsd(authorization.amount)}
                </th>
                <td className={`${cell} whitespace-nowrap`}>{formatDate(authorization.date)}</td>
                <td className={cell}>{formatDateTime(authorization.createdAt)}</td>
                <td className={`${cell} break-all`}>{authorization.ipAddress ?? '—'}</td>
                <td className={cell}>
                  {authorization.failedAttempts} of {MAX_FAILED_ATTEMPTS}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      onClick={() => onReceived(authorization)}
                      aria-label={`Record as received: ${what}`}
                    >
                      Record as received
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onFailed(authorization)}
                      aria-label={`Record failed attempt: ${what}`}
                    >
                      Record failed attempt
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { calculateFee, FEE_RATE_PERCENT } from '@advance/contracts';
import { formatCents } from '../../lib/format';

/**
 * The one-time fee and what the applicant receives, recomputed as the amount changes with
 * the same function the server uses. A polite live region reads the new figures out.
 */
export function FeeSummary({ requestedAmount }: { requestedAmount: number }) {
  const valid = Number.isFinite(requestedAmount) && requestedAmount > 0;
  const { feeCents, toReceiveCents } = calculateFee(valid ? requestedAmount : 0);
  return (
    <div aria-live="polite" className="rounded-xl border border-blue-200 bg-blue-50 p-4">
      {valid ? (
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-slate-700">Processing fee ({FEE_RATE_PERCENT}%)</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatCents(feeCents)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Amount to receive</dt>
            <dd className="text-lg font-semibold text-blue-800">{formatCents(toReceiveCents)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">Choose an amount to see the fee.</p>
      )}
    </div>
  );
}

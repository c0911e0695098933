import type { Application } from '@advance/contracts';
import { ClipboardCheck, Eye } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { fullName } from '../../../lib/person-name';
import { StatusBadge } from '../../applications/status-badge';

/**
 * One application in the admin list. The buttons keep their short names ("Details",
 * "Review") and point at the applicant's name for context (aria-describedby).
 */
export function ApplicationListItem({
  application,
  onDetails,
  onReview,
}: {
  application: Application;
  onDetails: () => void;
  onReview: () => void;
}) {
  const nameId = useId();
  return (
    <Card className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={nameId} className="text-lg font-semibold text-slate-900">
            {fullName(application)}
          </h3>
          <StatusBadge status={application.status} />
        </div>
        <p className="break-all text-sm text-slate-700">{application.email}</p>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">
            {formatUsd(application.requestedAmount)}
          </span>{' '}
          · Applied on {formatDate(application.createdAt)}
        </p>
      </div>
      <div className="flex shrink-0 gap-3">
        <Button variant="secondary" size="sm" onClick={onDetails} aria-describedby={nameId}>
          <Eye aria-hidden="true" />
          Details
        </Button>
        <Button size="sm" onClick={onReview} aria-describedby={nameId}>
          <ClipboardCheck aria-hidden="true" />
          Review
        </Button>
      </div>
    </Card>
  );
}

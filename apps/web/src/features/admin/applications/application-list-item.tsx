import {
  type Application,
  CLOCK_WARN_DAYS,
  clockDays,
  clockTexts,
  undecidedStatuses,
} from '@advance/contracts';
import { AlarmClock, ClipboardCheck, Eye, FileWarning } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
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
  now = new Date(),
}: {
  application: Application;
  onDetails: () => void;
  onReview: () => void;
  /** The moment the clock is read at (tests pass one). */
  now?: Date;
}) {
  const nameId = useId();
  const undecided = undecidedStatuses.includes(application.status);
  const today = now.toISOString().slice(0, 10);
  // Same rule as the server's Incomplete filter: undecided, document due date before today (UTC).
  const incomplete =
    undecided && application.documentsDueOn !== null && application.documentsDueOn < today;
  return (
    <Card className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={nameId} className="text-lg font-semibold text-slate-900">
            {fullName(application)}
          </h3>
          <StatusBadge status={application.status} />
          {incomplete ? (
            <Badge variant="danger">
              <FileWarning aria-hidden="true" />
              {clockTexts.incompleteBadge}
            </Badge>
          ) : null}
        </div>
        <p className="break-all text-sm text-slate-700">{application.email}</p>
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">
            {formatUsd(application.requestedAmount)}
          </span>{' '}
          · Applied on {formatDate(application.createdAt)}
        </p>
        {undecided ? <WaitingFigure completeSince={application.completeSince} now={now} /> : null}
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

/**
 * Issue 19: days since the application became complete (the 30-day clock), "—" while documents
 * are pending. From CLOCK_WARN_DAYS the figure says so in words and with an icon, not colour only.
 */
function WaitingFigure({ completeSince, now }: { completeSince: string | null; now: Date }) {
  const days = clockDays(completeSince, now);
  if (days === null)
    return (
      <p className="text-sm text-slate-600">
        {clockTexts.column}: {clockTexts.notRunning}
      </p>
    );
  if (days < CLOCK_WARN_DAYS)
    return (
      <p className="text-sm text-slate-600">
        {clockTexts.column}: {clockTexts.days(days)}
      </p>
    );
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-red-800">
      <AlarmClock aria-hidden="true" className="size-4 shrink-0" />
      {clockTexts.column}: {clockTexts.warn(days)}
    </p>
  );
}

import { type Application, pricingMessages } from '@advance/contracts';
import { DisclosureBox } from './disclosure-box';
import { scheduleLabel } from './schedule-choice';

/**
 * For staff: the disclosure the server stored with the application (what the applicant was
 * shown) and the benefit schedule it was priced on.
 */
export function StoredDisclosure({
  application,
}: {
  application: Pick<Application, 'disclosure' | 'benefitSchedule'>;
}) {
  return (
    <div className="space-y-2">
      {application.disclosure ? (
        <DisclosureBox figures={application.disclosure} compact title={null} />
      ) : (
        <p className="text-sm text-slate-600">{pricingMessages.noStoredDisclosure}</p>
      )}
      <p className="text-sm text-slate-700">
        {pricingMessages.scheduleLabel}:{' '}
        <span className="font-medium text-slate-900">
          {scheduleLabel(application.benefitSchedule)}
        </span>
      </p>
    </div>
  );
}

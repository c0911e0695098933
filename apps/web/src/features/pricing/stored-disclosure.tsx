import type { Application } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
import { DisclosureBox } from './disclosure-box';

/**
 * For staff: the disclosure the server stored with the application (what the applicant was
 * shown) and the benefit schedule it was priced on.
 */
export function StoredDisclosure({
  application,
}: {
  application: Pick<Application, 'disclosure' | 'benefitSchedule'>;
}) {
  const { t } = useTranslation('pricing');
  return (
    <div className="space-y-2">
      {application.disclosure ? (
        <DisclosureBox figures={application.disclosure} compact title={null} />
      ) : (
        <p className="text-sm text-slate-600">{t('noStoredDisclosure')}</p>
      )}
      <p className="text-sm text-slate-700">
        {t('scheduleLabel')}:{' '}
        <span className="font-medium text-slate-900">
          {t(`schedules.${application.benefitSchedule}`)}
        </span>
      </p>
    </div>
  );
}

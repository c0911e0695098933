import type { ApplicationStatus } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { statusStyle, statusTextKey } from './status-style';

const boxClasses: Record<string, string> = {
  default: 'border-blue-200 bg-blue-50',
  warning: 'border-amber-200 bg-amber-50',
  attention: 'border-orange-200 bg-orange-50',
  success: 'border-green-200 bg-green-50',
  danger: 'border-red-200 bg-red-50',
  neutral: 'border-slate-200 bg-slate-50',
};

/** Spec part 4: what the status means for the customer, under the badge. */
export function StatusMessage({ status }: { status: ApplicationStatus | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const textKey = statusTextKey(status);
  const { variant, icon: Icon } = statusStyle(status);
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 text-base text-slate-800',
        boxClasses[variant ?? 'neutral'],
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p>{t(`status.text.${textKey}`)}</p>
        {textKey === 'documentsNeeded' ? (
          <p className="font-medium">{t('status.documentsRequested')}</p>
        ) : null}
      </div>
    </div>
  );
}

import { marketing } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** The company's published figures (spec part 1), shared by the landing and About pages. */
function useCompanyStats() {
  const { t } = useTranslation('public');
  return [
    { id: 'approval-rate', value: marketing.approvalRate, label: t('stats.approvalRate') },
    { id: 'advanced', value: t('stats.totalAdvancedValue'), label: t('stats.totalAdvanced') },
    { id: 'satisfaction', value: marketing.satisfaction, label: t('stats.satisfaction') },
    {
      id: 'approval-time',
      value: t('stats.averageApprovalValue', { hours: marketing.averageApprovalHours }),
      label: t('stats.averageApproval'),
    },
    { id: 'founded', value: String(marketing.foundedYear), label: t('stats.founded') },
  ];
}

export function CompanyStats({
  className,
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const companyStats = useCompanyStats();
  return (
    <dl className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5', className)}>
      {companyStats.map((stat) => (
        <div
          key={stat.id}
          className={cn(
            'flex flex-col-reverse rounded-2xl p-5 text-center',
            tone === 'dark' ? 'bg-white/10' : 'border border-slate-200 bg-white shadow-sm',
          )}
        >
          <dt className={cn('mt-1 text-sm', tone === 'dark' ? 'text-blue-100' : 'text-slate-600')}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              'text-2xl font-extrabold tracking-tight sm:text-3xl',
              tone === 'dark' ? 'text-white' : 'text-blue-800',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

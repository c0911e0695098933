import { marketing } from '@advance/contracts';
import { cn } from '../../lib/cn';
import { capitalize } from '../../lib/text';

/** The company's published figures (spec part 1), shared by the landing and About pages. */
export const companyStats = [
  { value: marketing.approvalRate, label: 'Approval rate' },
  { value: capitalize(marketing.totalAdvanced), label: 'Advanced to customers' },
  { value: marketing.satisfaction, label: 'Customer satisfaction' },
  { value: `${marketing.averageApprovalHours} hours`, label: 'Average approval time' },
  { value: String(marketing.foundedYear), label: 'Founded' },
];

export function CompanyStats({
  className,
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5', className)}>
      {companyStats.map((stat) => (
        <div
          key={stat.label}
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

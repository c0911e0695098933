import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { usePublicFigures } from '../pricing/public-figures';

/**
 * Spec part 1's example advance, computed (issue 14): the fee and the amount received come
 * from the fee schedule, the next benefit date and the APR from today's calendar.
 */
export function ExampleCard() {
  const { t } = useTranslation('public');
  const figures = usePublicFigures();
  const rows = [
    { id: 'amount', label: t('example.amount'), value: figures.exampleAmount },
    { id: 'fee', label: t('example.fee'), value: figures.exampleFee },
    {
      id: 'received',
      label: t('example.received'),
      value: figures.exampleAmountReceived,
      strong: true,
    },
    { id: 'next', label: t('example.nextBenefitDate'), value: figures.exampleNextBenefitDate },
  ];
  return (
    <Card className="w-full max-w-sm shadow-lg">
      <CardHeader>
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
          {t('example.eyebrow')}
        </p>
        <CardTitle as="h2">{t('example.title', { amount: figures.exampleAmount })}</CardTitle>
        <p className="text-sm text-slate-600">{t('example.schedule')}</p>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-200">
          {rows.map((row) => (
            <div key={row.id} className="flex items-center justify-between gap-4 py-3">
              <dt className="text-slate-600">{row.label}</dt>
              <dd
                className={
                  row.strong ? 'text-xl font-bold text-green-800' : 'font-semibold text-slate-900'
                }
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-700" data-testid="example-repayment">
          {t('example.repayment', {
            total: figures.exampleTotalOfPayments,
            dueDate: figures.exampleDueDate,
            apr: figures.exampleApr,
          })}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t('example.illustration')}</p>
      </CardContent>
    </Card>
  );
}

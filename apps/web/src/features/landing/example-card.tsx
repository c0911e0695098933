import { benefitScheduleLabels, marketing } from '@advance/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { usePublicFigures } from '../pricing/public-figures';

/**
 * Spec part 1's example advance, computed (issue 14): the fee and the amount received come
 * from the fee schedule, the next benefit date and the APR from today's calendar.
 */
export function ExampleCard() {
  const figures = usePublicFigures();
  const scheduleWords = benefitScheduleLabels[marketing.example.schedule];
  const rows = [
    { label: 'Advance amount', value: figures.exampleAmount },
    { label: 'One-time processing fee', value: figures.exampleFee },
    { label: 'You receive', value: figures.exampleAmountReceived, strong: true },
    { label: 'Next benefit date', value: figures.exampleNextBenefitDate },
  ];
  return (
    <Card className="w-full max-w-sm shadow-lg">
      <CardHeader>
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Example</p>
        <CardTitle as="h2">{figures.exampleAmount} cash advance</CardTitle>
        <p className="text-sm text-slate-600">For benefits paid on {scheduleWords}.</p>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-200">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 py-3">
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
          Applied for today, it is repaid in one payment of {figures.exampleTotalOfPayments} on{' '}
          {figures.exampleDueDate}: an APR of {figures.exampleApr}.
        </p>
        <p className="mt-2 text-sm text-slate-600">
          For illustration. Your exact figures are shown before you apply.
        </p>
      </CardContent>
    </Card>
  );
}

import { marketing } from '@advance/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDate, formatUsd } from '../../lib/format';

/** Spec part 1: a $500 advance with a $15 fee, $485 received and a sample payment date. */
export function ExampleCard() {
  const example = marketing.exampleAdvance;
  const rows = [
    { label: 'Advance amount', value: formatUsd(example.amount) },
    { label: 'One-time processing fee', value: formatUsd(example.fee) },
    { label: 'You receive', value: formatUsd(example.toReceive), strong: true },
    { label: 'Next payment date', value: formatDate(example.nextPaymentDate) },
  ];
  return (
    <Card className="w-full max-w-sm shadow-lg">
      <CardHeader>
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Example</p>
        <CardTitle as="h2">{formatUsd(example.amount)} cash advance</CardTitle>
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
        <p className="mt-4 text-sm text-slate-600">
          For illustration. Your exact fee and amounts are shown before you accept.
        </p>
      </CardContent>
    </Card>
  );
}

import { analyticsMessages, type SessionSummary } from '@advance/contracts';
import { Clock, type LucideIcon, MousePointerClick, Percent, UserCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { countText, minutesText, percentText } from './session-format';

interface CardSpec {
  label: string;
  icon: LucideIcon;
  value: (summary: SessionSummary) => string;
}

const cards: CardSpec[] = [
  {
    label: analyticsMessages.totalSessions,
    icon: MousePointerClick,
    value: (s) => countText(s.totalSessions),
  },
  { label: analyticsMessages.uniqueUsers, icon: UserCheck, value: (s) => countText(s.uniqueUsers) },
  { label: analyticsMessages.avgDuration, icon: Clock, value: (s) => minutesText(s.avgDuration) },
  {
    label: analyticsMessages.conversionRate,
    icon: Percent,
    value: (s) => percentText(s.conversionRate),
  },
];

/** Spec part 2: the Sessions tab's four figures, as one description list. */
export function SessionCards({ summary }: { summary: SessionSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, icon: Icon, value }) => (
        <Card key={label} className="p-5">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="mt-2 text-3xl font-bold text-slate-900">{value(summary)}</dd>
        </Card>
      ))}
    </dl>
  );
}

import { analyticsMessages, type SessionSummary } from '@advance/contracts';
import { Clock, type LucideIcon, MousePointerClick, Percent, UserCheck } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';
import { averageDurationText, countText, percentText } from './session-format';

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
  { label: analyticsMessages.avgDuration, icon: Clock, value: averageDurationText },
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
      {cards.map(({ label, icon, value }) => (
        <StatCard key={label} label={label} icon={icon}>
          {value(summary)}
        </StatCard>
      ))}
    </dl>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Hourglass, type LucideIcon, Mail, Users } from 'lucide-react';
import { FormAlert } from '../../components/ui/form-alert';
import { StatCard } from '../../components/ui/stat-card';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

interface SummaryCard {
  key: 'totalApplications' | 'pendingReview' | 'totalUsers' | 'unreadMessages';
  label: string;
  icon: LucideIcon;
}

const cards: SummaryCard[] = [
  { key: 'totalApplications', label: 'Total Applications', icon: ClipboardList },
  { key: 'pendingReview', label: 'Pending Review', icon: Hourglass },
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'unreadMessages', label: 'Unread Messages', icon: Mail },
];

const count = new Intl.NumberFormat('en-US');

/** Spec part 2: four counts at the top of the admin dashboard, as one description list. */
export function SummaryCards() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.admin.summary.queryOptions());
  if (summary.isError) {
    return (
      <FormAlert>{serverMessage(summary.error, 'The summary could not be loaded.')}</FormAlert>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ key, label, icon }) => (
        <StatCard key={key} label={label} icon={icon}>
          {summary.data ? count.format(summary.data[key]) : <Placeholder />}
        </StatCard>
      ))}
    </dl>
  );
}

function Placeholder() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200"
      />
      <span className="sr-only">Loading</span>
    </>
  );
}

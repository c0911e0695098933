import { clockTexts, userCountTexts } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  AlarmClock,
  CircleAlert,
  ClipboardList,
  FileWarning,
  Hourglass,
  type LucideIcon,
  Mail,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { StatCard } from '../../components/ui/stat-card';
import { serverMessage } from '../../lib/errors';
import { formatUsd } from '../../lib/money';
import { useTRPC } from '../../lib/trpc';

const count = new Intl.NumberFormat('en-US');

/** What `admin.summary` answers (issue 18 added the money figures, in dollars). */
interface Summary {
  totalApplications: number;
  pendingReview: number;
  totalUsers: number;
  unreadMessages: number;
  outstanding: number;
  pastDueCount: number;
  pastDueAmount: number;
  incompleteCount: number;
  decisionsDueSoon: number;
}

interface SummaryCard {
  label: string;
  icon: LucideIcon;
  value: (summary: Summary) => ReactNode;
}

const cards: SummaryCard[] = [
  {
    label: 'Total Applications',
    icon: ClipboardList,
    value: (s) => count.format(s.totalApplications),
  },
  { label: 'Pending Review', icon: Hourglass, value: (s) => count.format(s.pendingReview) },
  // Issue 20: every account, staff included, as the Users tab lists them; the card says so.
  {
    label: userCountTexts.cardLabel,
    icon: Users,
    value: (s) => (
      <>
        {count.format(s.totalUsers)}
        <span className="mt-1 block text-base font-normal text-slate-700">
          {userCountTexts.scope}
        </span>
      </>
    ),
  },
  { label: 'Unread Messages', icon: Mail, value: (s) => count.format(s.unreadMessages) },
  // Issue 18: what funded advances still owe (past due included), and what is past due.
  { label: 'Outstanding', icon: Wallet, value: (s) => formatUsd(s.outstanding) },
  {
    label: 'Past Due',
    icon: CircleAlert,
    value: (s) => (
      <>
        {count.format(s.pastDueCount)}
        <span className="sr-only"> {s.pastDueCount === 1 ? 'advance' : 'advances'}, </span>
        <span className="mt-1 block text-base font-semibold text-slate-700">
          {formatUsd(s.pastDueAmount)}
        </span>
      </>
    ),
  },
  // Issue 19: each links to the list it counts (the Applications tab, filtered or sorted).
  {
    label: clockTexts.incompleteCard,
    icon: FileWarning,
    value: (s) => (
      <ListLink search={{ incomplete: true }} count={s.incompleteCount} what="incomplete" />
    ),
  },
  {
    label: clockTexts.dueSoonCard,
    icon: AlarmClock,
    value: (s) => (
      <ListLink search={{ sort: 'waiting' }} count={s.decisionsDueSoon} what="longest waiting" />
    ),
  },
];

/** The figure as a link to the applications it counts; the link says where it goes. */
function ListLink({
  search,
  count: n,
  what,
}: {
  search: { incomplete?: true; sort?: 'waiting' };
  count: number;
  what: string;
}) {
  return (
    <Link
      to="/admin"
      search={search}
      className="rounded underline decoration-2 underline-offset-4 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
    >
      {count.format(n)}
      <span className="sr-only">, show the {what} applications</span>
    </Link>
  );
}

/** Spec part 2: the counts at the top of the admin dashboard, as one description list. */
export function SummaryCards() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.admin.summary.queryOptions());
  if (summary.isError) {
    return (
      <FormAlert>{serverMessage(summary.error, 'The summary could not be loaded.')}</FormAlert>
    );
  }
  const data: Summary | undefined = summary.data;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      {cards.map(({ label, icon, value }) => (
        <StatCard key={label} label={label} icon={icon}>
          {data ? <span className="break-words">{value(data)}</span> : <Placeholder />}
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

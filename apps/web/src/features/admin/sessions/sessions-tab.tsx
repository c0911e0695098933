import {
  type AnalyticsRange,
  analyticsMessages,
  analyticsRangeLabels,
  analyticsRanges,
  DEFAULT_ANALYTICS_RANGE,
} from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { AnalyticsExportButton } from './analytics-export-button';
import { RecentSessionsTable } from './recent-sessions-table';
import { SessionCards } from './session-cards';
import { SessionFunnel } from './session-funnel';
import { SessionsChart } from './sessions-chart';
import { TopPagesTable } from './top-pages-table';
import { TopReferrersTable } from './top-referrers-table';

// The previous range's figures stay on screen while the next range loads.
const keepShown = { placeholderData: keepPreviousData };

/** Spec part 2, admin Sessions tab: visitor analytics for a chosen period. */
export function SessionsTab() {
  const trpc = useTRPC();
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const overview = useQuery(trpc.admin.analytics.sessions.queryOptions({ range }, keepShown));
  const pages = useQuery(trpc.admin.analytics.pages.queryOptions({ range }, keepShown));
  const referrers = useQuery(trpc.admin.analytics.referrers.queryOptions({ range }, keepShown));

  return (
    <div className="space-y-6">
      <FormField label={analyticsMessages.rangeLabel} className="sm:w-64">
        {(control) => (
          <Select
            {...control}
            value={range}
            onChange={(event) => setRange(event.target.value as AnalyticsRange)}
          >
            {analyticsRanges.map((value) => (
              <option key={value} value={value}>
                {analyticsRangeLabels[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <Loaded query={overview} label="Loading sessions…">
        {(data) => (
          <>
            <SessionCards summary={data.summary} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Section title={analyticsMessages.sessionsPerDay}>
                <SessionsChart days={data.perDay} />
              </Section>
              <Section title={analyticsMessages.funnel}>
                <SessionFunnel steps={data.funnel} />
              </Section>
            </div>
          </>
        )}
      </Loaded>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title={analyticsMessages.topPages}
          action={<AnalyticsExportButton table="pages" range={range} />}
        >
          <Loaded query={pages} label="Loading pages…">
            {(data) => <TopPagesTable pages={data} />}
          </Loaded>
        </Section>
        <Section
          title={analyticsMessages.topReferrers}
          action={<AnalyticsExportButton table="referrers" range={range} />}
        >
          <Loaded query={referrers} label="Loading referrers…">
            {(data) => <TopReferrersTable referrers={data} />}
          </Loaded>
        </Section>
      </div>

      <Section
        title={analyticsMessages.recentSessions}
        action={<AnalyticsExportButton table="sessions" range={range} />}
      >
        <Loaded query={overview} label="Loading sessions…" quiet>
          {(data) => <RecentSessionsTable sessions={data.recentSessions} />}
        </Loaded>
      </Section>
    </div>
  );
}

function Section({
  title,
  action,
  children,
}: {
  title: string;
  /** Issue 19: the table's Export CSV button, beside its title. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * A query's loading, error and data states in one place. `quiet` leaves the spinner and
 * the error to another view of the same query, so they are not announced twice.
 */
function Loaded<T>({
  query,
  label,
  quiet = false,
  children,
}: {
  query: QueryState<T>;
  label: string;
  quiet?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (quiet) return null;
  if (query.isError) {
    return <FormAlert>{serverMessage(query.error, analyticsMessages.loadFailed)}</FormAlert>;
  }
  return <Spinner label={label} />;
}

import { ACTIVITY_PAGE_MAX, activityLogMessages } from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf, serverMessage } from '../../../lib/errors';
import { formatDate, formatTime } from '../../../lib/format';
import { nameOrEmail } from '../../../lib/person-name';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { BreakableText } from '../breakable-text';
import { detailPairs, targetText } from './activity-details';
import { actionLabel } from './activity-labels';
import { ActivityLogFilters } from './activity-log-filters';
import type { ActivityFilterField, toActivityQuery } from './activity-log-query';

const COLUMNS = ['Time', 'Actor', 'Action', 'Target', 'Details'] as const;

/** Spec part 9: the admin log shows the latest 50 entries; that stays the first page. */
export const ACTIVITY_LOG_LIMIT = ACTIVITY_PAGE_MAX;

type LogEntry = RouterOutputs['admin']['logs']['list']['items'][number];
type Filters = Extract<ReturnType<typeof toActivityQuery>, { ok: true }>['query'];

/**
 * Spec part 2, admin Activity Logs tab: newest first, as a table, with filters and
 * Previous/Next. Pages are cursors (the last entry of the page before), kept as a stack
 * so Previous returns to exactly the page that was shown.
 */
export function ActivityLogsTab() {
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const logs = useQuery(
    trpc.admin.logs.list.queryOptions(
      { ...filters, limit: ACTIVITY_LOG_LIMIT, ...(cursor && { cursor }) },
      { placeholderData: keepPreviousData },
    ),
  );
  const serverErrors = logs.isError ? pickFilterErrors(fieldErrorsOf(logs.error)) : {};
  const page = cursors.length + 1;
  const items = logs.data?.items ?? [];
  const nextCursor = logs.data?.nextCursor ?? null;

  const apply = (next: Filters) => {
    setFilters(next);
    setCursors([]);
  };

  return (
    <div className="space-y-6">
      <ActivityLogFilters onApply={apply} serverErrors={serverErrors} />
      {logs.isPending ? <Spinner label="Loading activity…" /> : null}
      {logs.isError && Object.keys(serverErrors).length === 0 ? (
        <FormAlert>{serverMessage(logs.error, activityLogMessages.loadFailed)}</FormAlert>
      ) : null}
      {logs.isSuccess && items.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
          <History aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-base text-slate-700">{activityLogMessages.empty}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table aria-busy={logs.isFetching} className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">
              Activity log entries, newest first, {activityLogMessages.pageLabel(page)}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {items.map((entry) => (
                <LogRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page > 1 || nextCursor ? (
        <nav
          aria-label={activityLogMessages.pagination}
          className="flex items-center justify-between gap-3"
        >
          <p aria-live="polite" className="text-sm text-slate-700">
            {activityLogMessages.pageLabel(page)}
          </p>
          <div className="flex gap-3">
            <Button
              variant="secondary"
              size="sm"
              disabled={page === 1 || logs.isFetching}
              onClick={() => setCursors((stack) => stack.slice(0, -1))}
            >
              <ChevronLeft aria-hidden="true" />
              {activityLogMessages.previous}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!nextCursor || logs.isFetching}
              onClick={() => nextCursor && setCursors((stack) => [...stack, nextCursor])}
            >
              {activityLogMessages.next}
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

const filterFields: readonly ActivityFilterField[] = ['action', 'actor', 'from', 'to'];

function pickFilterErrors(errors: Record<string, string>) {
  const picked: Partial<Record<ActivityFilterField, string>> = {};
  for (const field of filterFields) if (errors[field]) picked[field] = errors[field];
  return picked;
}

function LogRow({ entry }: { entry: LogEntry }) {
  const details = detailPairs(entry.details);
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap text-slate-800">
        {formatDate(entry.createdAt)}
        <br />
        <span className="text-slate-600">{formatTime(entry.createdAt)}</span>
      </td>
      <td className="px-4 py-3 text-slate-900">
        {entry.actor ? <BreakableText text={nameOrEmail(entry.actor)} /> : 'System'}
      </td>
      <td className="px-4 py-3 font-medium text-slate-900" title={entry.action}>
        {actionLabel(entry.action)}
      </td>
      <td className="px-4 py-3 text-slate-800" title={entry.targetId ?? undefined}>
        {targetText(entry.targetType, entry.targetId, entry.actor?.id ?? null)}
      </td>
      <td className="max-w-sm px-4 py-3 text-slate-700">
        {details.length === 0 ? (
          '—'
        ) : (
          // Issue 20: readable "Label: value" pairs instead of raw JSON and id fragments.
          <dl className="space-y-0.5">
            {details.map(({ label, value }) => (
              <div key={label}>
                <dt className="inline font-medium text-slate-800">{label}: </dt>
                <dd className="inline break-words">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </td>
    </tr>
  );
}

import { History } from 'lucide-react';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/errors';
import { formatDate, formatTime } from '../../lib/format';
import { nameOrEmail } from '../../lib/person-name';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { actionLabel, detailsText, targetLabel } from './activity-labels';

const COLUMNS = ['Time', 'Actor', 'Action', 'Target', 'Details'] as const;

/** Spec part 9: the admin log shows the latest 50 entries. */
export const ACTIVITY_LOG_LIMIT = 50;

type LogEntry = RouterOutputs['admin']['logs']['list'][number];

/** Spec part 2, admin Activity Logs tab: newest first, as a table. */
export function ActivityLogsTab() {
  const logs = trpc.admin.logs.list.useQuery({ limit: ACTIVITY_LOG_LIMIT });
  if (logs.isPending) return <Spinner label="Loading activity…" />;
  if (logs.isError) {
    return (
      <FormAlert>{serverMessage(logs.error, 'The activity log could not be loaded.')}</FormAlert>
    );
  }
  if (logs.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
        <History aria-hidden="true" className="size-8 text-slate-500" />
        <p className="mt-3 text-base text-slate-700">No activity yet.</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">
          Latest {ACTIVITY_LOG_LIMIT} activity log entries, newest first
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
          {logs.data.map((entry) => (
            <LogRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LogRow({ entry }: { entry: LogEntry }) {
  const details = detailsText(entry.details);
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap text-slate-800">
        {formatDate(entry.createdAt)}
        <br />
        <span className="text-slate-600">{formatTime(entry.createdAt)}</span>
      </td>
      <td className="px-4 py-3 break-all text-slate-900">
        {entry.actor ? nameOrEmail(entry.actor) : 'System'}
      </td>
      <td className="px-4 py-3 font-medium text-slate-900" title={entry.action}>
        {actionLabel(entry.action)}
      </td>
      <td className="px-4 py-3 text-slate-800" title={entry.targetId ?? undefined}>
        {targetLabel(entry.targetType, entry.targetId)}
      </td>
      <td className="max-w-xs px-4 py-3 font-mono text-xs break-all text-slate-700">{details}</td>
    </tr>
  );
}

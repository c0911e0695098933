import type { AdminMessage } from '@advance/contracts';
import { CircleCheck, Eye, Send } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatTime } from '../../../lib/format';
import { readStateText, recipientText, senderText } from './admin-message-text';
import { PriorityBadge } from './priority-badge';

const COLUMNS = ['Message', 'To', 'From', 'Priority', 'Status', 'Replies'] as const;

/** Staff Messages tab: direct messages and broadcasts, newest first (the server's order). */
export function SentMessagesTable({
  messages,
  busy,
  onView,
}: {
  messages: readonly AdminMessage[];
  busy: boolean;
  onView: (message: AdminMessage) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table aria-busy={busy} className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Messages sent to customers, newest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {messages.map((message) => (
            <MessageRow key={message.id} message={message} onView={() => onView(message)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageRow({ message, onView }: { message: AdminMessage; onView: () => void }) {
  const titleId = useId();
  const readState = readStateText(message);
  const ReadIcon = readState.label === 'Read' ? CircleCheck : Send;
  return (
    <tr className="align-top">
      <td className="max-w-xs px-4 py-3">
        <p id={titleId} className="break-words font-semibold text-slate-900">
          {message.title}
        </p>
        <p className="text-slate-600">
          {formatDate(message.sentAt)} · {formatTime(message.sentAt)}
        </p>
      </td>
      <td className="px-4 py-3 break-words text-slate-900">
        {message.kind === 'broadcast' ? (
          <Badge variant="neutral">{recipientText(message)}</Badge>
        ) : (
          recipientText(message)
        )}
      </td>
      <td className="px-4 py-3 break-words text-slate-800">{senderText(message)}</td>
      <td className="px-4 py-3">
        <PriorityBadge priority={message.priority} />
      </td>
      <td className="px-4 py-3 text-slate-800">
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
          <ReadIcon aria-hidden="true" className="size-4" />
          {readState.label}
        </span>
        {readState.detail ? <span className="block text-slate-600">{readState.detail}</span> : null}
      </td>
      <td className="px-4 py-3 text-slate-900">{message.replyCount}</td>
      <td className="px-4 py-3 text-right">
        <Button variant="secondary" size="sm" onClick={onView} aria-describedby={titleId}>
          <Eye aria-hidden="true" />
          View
        </Button>
      </td>
    </tr>
  );
}

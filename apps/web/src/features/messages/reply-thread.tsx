import type { Reply } from '@advance/contracts';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';

/**
 * A message's replies, oldest first. Who wrote each one is written out (not only shown by
 * alignment or colour): `selfLabel` for the viewer's side, the other side's label otherwise.
 */
export function ReplyThread({
  replies,
  selfSender,
  labels,
  formatSentAt = formatDateTime,
}: {
  replies: readonly Reply[];
  /** Which `sentBy` is the viewer: the customer is `user`, staff are `support`. */
  selfSender: Reply['sentBy'];
  labels: Record<Reply['sentBy'], string>;
  /** Issue 20: a reply's date and time in the viewer's language (staff: the US English one). */
  formatSentAt?: (sentAt: string) => string;
}) {
  return (
    <ol className="space-y-3">
      {replies.map((reply) => {
        const own = reply.sentBy === selfSender;
        return (
          <li
            key={reply.id}
            className={cn(
              'rounded-xl border p-3',
              own ? 'ml-6 border-blue-200 bg-blue-50' : 'mr-6 border-slate-200 bg-slate-50',
            )}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold text-slate-900">{labels[reply.sentBy]}</span>
              <time dateTime={reply.sentAt} className="text-slate-600">
                {formatSentAt(reply.sentAt)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-base text-slate-800">
              {reply.content}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

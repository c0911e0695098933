import type { InboxMessage } from '@advance/contracts';
import { useTranslation } from 'react-i18next';
import { appLocaleTag } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { previewOf } from './inbox-cache';
import { MessageTypeBadge } from './message-type-badge';

/**
 * The left-hand pane's list (spec part 2). Each message is a button; the open one is
 * marked aria-current. Unread is a dot for the eye and the word "Unread" for screen readers,
 * and the title is bolder, so colour is never the only cue. Buttons hold phrasing content
 * only, hence spans laid out as blocks.
 */
export function MessageList({
  messages,
  selectedId,
  onSelect,
}: {
  messages: readonly InboxMessage[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <ul aria-label={t('list.label')} className="divide-y divide-slate-200">
      {messages.map((message) => {
        const selected = message.id === selectedId;
        const unread = message.status === 'unread';
        return (
          <li key={message.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(message.id)}
              className={cn(
                'block w-full space-y-1.5 border-l-4 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset',
                selected ? 'border-blue-700 bg-blue-50 hover:bg-blue-50' : 'border-transparent',
              )}
            >
              <span className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-2 size-2.5 shrink-0 rounded-full',
                    unread ? 'bg-blue-700' : 'bg-transparent',
                  )}
                />
                <span
                  className={cn(
                    'min-w-0 flex-1 break-words text-base',
                    unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800',
                  )}
                >
                  {unread ? <span className="sr-only">{`${t('list.unread')} `}</span> : null}
                  {message.title}
                </span>
                <time dateTime={message.sentAt} className="shrink-0 text-sm text-slate-600">
                  {formatDate(message.sentAt, appLocaleTag())}
                </time>
              </span>
              <span className="block pl-4.5 text-sm text-slate-700">
                {previewOf(message.content)}
              </span>
              <span className="block pl-4.5">
                <MessageTypeBadge type={message.type} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

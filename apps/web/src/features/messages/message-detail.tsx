import type { InboxMessage } from '@advance/contracts';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appLocaleTag } from '../../i18n/i18n';
import { formatDateAndTime } from '../chat/message-time';
import { MessageTypeBadge } from './message-type-badge';
import { ReplyForm } from './reply-form';
import { ReplyThread } from './reply-thread';

/** The right-hand pane (spec part 2): the whole message, its thread, and the reply form. */
export function MessageDetail({
  message,
  headingRef,
}: {
  message: InboxMessage;
  /** Focus target when the customer opens a message on a small screen (the pane is below). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('messages');
  const localeTag = appLocaleTag();
  const join = (date: string, time: string) => t('detail.dateAtTime', { date, time });
  const titleId = useId();
  const repliesId = useId();
  return (
    <article aria-labelledby={titleId} className="space-y-6">
      <header className="space-y-2 border-b border-slate-200 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 break-words text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            {message.title}
          </h2>
          <MessageTypeBadge type={message.type} className="shrink-0" />
        </div>
        <p className="text-sm text-slate-700">
          {t('detail.from')}{' '}
          <span className="font-semibold text-slate-900">{t('senders.admin')}</span> ·{' '}
          <time dateTime={message.sentAt}>
            {formatDateAndTime(message.sentAt, localeTag, join)}
          </time>
        </p>
      </header>

      <p className="whitespace-pre-line break-words text-base leading-relaxed text-slate-800">
        {message.content}
      </p>

      {message.replies.length > 0 ? (
        <section aria-labelledby={repliesId} className="space-y-3">
          <h3 id={repliesId} className="text-lg font-semibold text-slate-900">
            {t('detail.replies')}
          </h3>
          <ReplyThread
            replies={message.replies}
            selfSender="user"
            labels={{ user: t('senders.you'), support: t('senders.admin') }}
            formatSentAt={(sentAt) => formatDateAndTime(sentAt, localeTag, join)}
          />
        </section>
      ) : null}

      <ReplyForm messageId={message.id} applicationId={message.applicationId} />
    </article>
  );
}

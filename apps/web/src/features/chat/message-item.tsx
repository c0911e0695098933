import { type ConversationMessage, chatMessages, type SenderType } from '@advance/contracts';
import type { TFunction } from 'i18next';
import { Check, CheckCheck, ClipboardCheck, Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format';
import { useChatTexts } from './chat-texts';
import { formatMessageTime } from './message-time';
import { isPendingMessage } from './optimistic-messages';

/** Staff messages are signed by the team, whoever on it wrote them. */
export const SUPPORT_SENDER = chatMessages.supportSender;

/**
 * One message. The viewer's own side sits on the right with a read indicator in words
 * (Sending…, Sent, Read), not colour alone. Content is plain text, kept as typed: React
 * escapes it, and `whitespace-pre-wrap` keeps its line breaks.
 */
export function MessageItem({
  message,
  viewer,
  customerName,
  subject = null,
}: {
  message: ConversationMessage;
  viewer: SenderType;
  /** How the customer's messages are signed: "You" for the customer, their name for staff. */
  customerName: string;
  /** Issue 20: which conversation the message belongs to, when the log shows several. */
  subject?: string | null;
}) {
  const { t, localeTag } = useChatTexts(viewer);
  const own = message.senderType === viewer;
  const sender = message.senderType === 'admin' ? t('message.supportSender') : customerName;
  return (
    <li className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}>
      <p className="text-xs font-semibold text-slate-700">
        {sender}
        {subject ? (
          <span className="font-normal text-slate-600">
            {' · '}
            {t('message.subjectLabel', { subject })}
          </span>
        ) : null}
      </p>
      <div
        className={cn(
          'max-w-[85%] space-y-1 rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
          own
            ? 'rounded-br-sm bg-blue-700 text-white'
            : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        {message.type === 'application' ? (
          <Badge>
            <ClipboardCheck aria-hidden="true" />
            {t('message.applicationReviewTag')}
          </Badge>
        ) : null}
        {message.title ? <p className="font-bold break-words">{message.title}</p> : null}
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <time dateTime={message.createdAt}>
          {formatMessageTime(message.createdAt, new Date(), localeTag, (date, time) =>
            t('message.dateAtTime', { date, time }),
          )}
        </time>
        {own ? (
          <>
            <span aria-hidden="true">·</span>
            <ReadStatus message={message} t={t} localeTag={localeTag} />
          </>
        ) : null}
      </p>
    </li>
  );
}

/**
 * Changes of this text (Sent → Read) are not announced: the log would otherwise read out
 * every receipt, out of context.
 */
function ReadStatus({
  message,
  t,
  localeTag,
}: {
  message: ConversationMessage;
  t: TFunction<'chat'>;
  localeTag: string;
}) {
  if (isPendingMessage(message)) {
    return (
      <span aria-live="off" className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {t('message.sending')}
      </span>
    );
  }
  return (
    <span
      aria-live="off"
      className="inline-flex items-center gap-1"
      title={
        message.isRead && message.readAt
          ? t('message.readAt', { time: formatTime(message.readAt, localeTag) })
          : undefined
      }
    >
      {message.isRead ? (
        <CheckCheck aria-hidden="true" className="size-3.5 text-blue-700" />
      ) : (
        <Check aria-hidden="true" className="size-3.5" />
      )}
      {message.isRead ? t('message.read') : t('message.sent')}
    </span>
  );
}

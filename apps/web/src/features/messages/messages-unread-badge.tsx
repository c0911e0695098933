import { MESSAGE_LIST_REFETCH_MS } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { unreadTotal } from './unread-total';

/**
 * Issue 20: the unread count on the navigation's Messages link, Message Center and chat
 * together. The number is for the eye; screen readers hear the link as "Messages (3 unread)".
 * The chat part follows the live channel (its events update the conversation list); the
 * Message Center part is the inbox list, refreshed every 30 s as on its page, and at once
 * when a message is opened there.
 */
export function MessagesUnreadBadge() {
  const { t } = useTranslation('shell');
  const trpc = useTRPC();
  const inbox = useQuery(
    trpc.messages.inbox.queryOptions(undefined, { refetchInterval: MESSAGE_LIST_REFETCH_MS }),
  );
  const conversations = useQuery(trpc.conversations.mine.queryOptions());
  const count = unreadTotal(inbox.data, conversations.data);
  if (count === 0) return null;
  return (
    <>
      <span className="sr-only"> {t('navUnread', { count })}</span>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-blue-700 px-1.5 text-sm font-semibold text-white"
      >
        {count}
      </span>
    </>
  );
}

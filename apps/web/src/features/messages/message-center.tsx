import { MESSAGE_LIST_REFETCH_MS } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { Inbox, Mail, RotateCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
// The Message Center's English texts, registered with its code (decision 027).
import '../../i18n/app-texts';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { PageContainer } from '../page/page-container';
import { selectedMessage } from './inbox-cache';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import { NewMessagesBanner } from './new-messages-banner';
import { unreadCount } from './new-unread';
import { useNewMessageAlert } from './use-new-message-alert';
import { useOpenMessage } from './use-open-message';

/** Side by side from Tailwind's `lg` up; below it the detail pane sits under the list. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

/**
 * Spec part 2, Message Center: the list on the left, the open message on the right. The
 * list is fetched again every 30 s (spec part 9); a 401 on it is the logged-out flow
 * (lib/query-client.ts).
 */
export function MessageCenter() {
  const { t } = useTranslation('messages');
  const trpc = useTRPC();
  useDocumentTitle(t('page.title'));
  const inbox = useQuery(
    trpc.messages.inbox.queryOptions(undefined, {
      refetchInterval: MESSAGE_LIST_REFETCH_MS,
      // Issue 20: the navigation's unread count keeps a copy of the list; the page still
      // reads it afresh when it opens.
      refetchOnMount: 'always',
    }),
  );
  const messages = inbox.data ?? [];
  const inboxHeadingId = useId();
  const inboxHeadingRef = useRef<HTMLHeadingElement>(null);
  const detailHeadingRef = useRef<HTMLHeadingElement>(null);

  // The first message opens by itself; once open, a message stays open when newer ones
  // arrive above it (the selection is pinned to its id).
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedMessage(messages, selectedId);
  if (selected && selected.id !== selectedId) setSelectedId(selected.id);
  useOpenMessage(selected?.id);

  const select = (id: string) => {
    setSelectedId(id);
    // Stacked panes: take the customer (and their screen reader) to the message they chose.
    if (!window.matchMedia?.(SIDE_BY_SIDE).matches) {
      requestAnimationFrame(() => detailHeadingRef.current?.focus());
    }
  };

  // Issue 20: the toast's "Open message" opens what it announced; focus follows it there
  // (the toast and its button are gone once used).
  const openFromToast = (id: string) => {
    setSelectedId(id);
    requestAnimationFrame(() => detailHeadingRef.current?.focus());
  };
  const { bannerVisible, dismissBanner } = useNewMessageAlert(
    // Only lists read since the page opened: what waited before is not "new" (the N new badge).
    inbox.isFetchedAfterMount ? inbox.data : undefined,
    openFromToast,
  );
  const unread = unreadCount(messages);

  return (
    <PageContainer className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
      <p className="mt-2 text-lg text-slate-600">{t('page.intro')}</p>

      {bannerVisible ? (
        <div className="mt-6">
          <NewMessagesBanner onDismiss={dismissBanner} focusAfter={inboxHeadingRef} />
        </div>
      ) : null}

      {inbox.isPending ? <Spinner label={t('page.loading')} className="mt-8" /> : null}
      {inbox.isError && !inbox.data ? (
        <div className="mt-8 space-y-4">
          <FormAlert>{serverMessage(inbox.error, t('page.loadFailed'))}</FormAlert>
          <Button variant="secondary" onClick={() => void inbox.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('page.tryAgain')}
          </Button>
        </div>
      ) : null}

      {inbox.data ? (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card className="overflow-hidden">
            <section aria-labelledby={inboxHeadingId}>
              <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4">
                <h2
                  id={inboxHeadingId}
                  ref={inboxHeadingRef}
                  tabIndex={-1}
                  className="text-xl font-bold text-slate-900 focus:outline-none"
                >
                  {t('page.inbox')}
                </h2>
                {unread > 0 ? (
                  <Badge variant="strong">{t('page.newCount', { count: unread })}</Badge>
                ) : null}
              </div>
              {messages.length > 0 ? (
                <MessageList messages={messages} selectedId={selected?.id} onSelect={select} />
              ) : (
                <EmptyState icon={Inbox} text={t('page.noMessages')} />
              )}
            </section>
          </Card>

          <Card className="p-6">
            {selected ? (
              <MessageDetail key={selected.id} message={selected} headingRef={detailHeadingRef} />
            ) : (
              <EmptyState icon={Mail} text={t('page.selectMessage')} />
            )}
          </Card>
        </div>
      ) : null}
    </PageContainer>
  );
}

function EmptyState({ icon: Icon, text }: { icon: typeof Inbox; text: string }) {
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-500" />
      <p className="mt-3 text-base text-slate-700">{text}</p>
    </div>
  );
}

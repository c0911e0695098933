import { chatMessages } from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { ADMIN_PAGE_SIZE } from '../../../lib/pagination';
import { useTRPC } from '../../../lib/trpc';
import { Pager } from '../pager';
import { useLastPageFallback, usePagedOffset } from '../use-paged-offset';
import { ConversationRow } from './conversation-row';

/**
 * Every customer conversation, most recent activity first, one page at a time. Live events
 * keep the rows current in place (lib: apply-live-event); a row does not jump to the top
 * while staff work on the page, the order catches up on the next load.
 */
export function ConversationsList() {
  const trpc = useTRPC();
  const [offset, setOffset] = usePagedOffset('');
  const list = useQuery(
    trpc.admin.conversations.list.queryOptions(
      { limit: ADMIN_PAGE_SIZE, offset },
      { placeholderData: keepPreviousData },
    ),
  );
  useLastPageFallback(offset, setOffset, list.data, ADMIN_PAGE_SIZE);
  const items = list.data?.items ?? [];

  return (
    <div className="space-y-4">
      {list.isPending ? <Spinner label="Loading conversations…" /> : null}
      {list.isError ? (
        <FormAlert>{serverMessage(list.error, chatMessages.listFailed)}</FormAlert>
      ) : null}
      {list.isSuccess && items.length === 0 && offset === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
          <MessagesSquare aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-base text-slate-700">No conversations yet.</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Conversations" aria-busy={list.isFetching} className="space-y-3">
          {items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        label="Conversations pages"
        offset={offset}
        shown={items.length}
        total={list.data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </div>
  );
}

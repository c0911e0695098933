import type { AdminMessage } from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Megaphone, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { ADMIN_PAGE_SIZE } from '../../../lib/pagination';
import { useTRPC } from '../../../lib/trpc';
import { Pager } from '../pager';
import { useLastPageFallback } from '../use-paged-offset';
import { BroadcastDialog } from './broadcast-dialog';
import { MessageDetailsDialog } from './message-details-dialog';
import { SentMessagesTable } from './sent-messages-table';

/**
 * The Message Center side of the admin Messages tab (spec part 2): Broadcast Message, and
 * the messages sent to customers with their Message Details. Live conversations are the
 * tab's other part.
 */
export function AdminMessagesPanel({
  headingLevel: Heading = 'h2',
}: {
  headingLevel?: 'h2' | 'h3';
}) {
  const trpc = useTRPC();
  const headingId = useId();
  const [broadcasting, setBroadcasting] = useState(false);
  const [viewing, setViewing] = useState<AdminMessage | null>(null);
  const [offset, setOffset] = useState(0);
  const list = useQuery(
    trpc.admin.messages.list.queryOptions(
      { limit: ADMIN_PAGE_SIZE, offset },
      { placeholderData: keepPreviousData },
    ),
  );
  useLastPageFallback(offset, setOffset, list.data, ADMIN_PAGE_SIZE);
  const items = list.data?.items ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Heading id={headingId} className="text-xl font-bold text-slate-900">
          Sent Messages
        </Heading>
        <Button onClick={() => setBroadcasting(true)}>
          <Megaphone aria-hidden="true" />
          Broadcast Message
        </Button>
      </div>

      {list.isPending ? <Spinner label="Loading messages…" /> : null}
      {list.isError ? (
        <FormAlert>{serverMessage(list.error, 'Messages could not be loaded.')}</FormAlert>
      ) : null}
      {list.isSuccess && items.length === 0 && offset === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
          <Send aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-base text-slate-700">No messages sent yet.</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <SentMessagesTable messages={items} busy={list.isFetching} onView={setViewing} />
      ) : null}

      <Pager
        label="Sent messages pages"
        offset={offset}
        shown={items.length}
        total={list.data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onOffsetChange={setOffset}
      />

      <BroadcastDialog
        open={broadcasting}
        onClose={() => setBroadcasting(false)}
        // The broadcast is listed first: show the first page.
        onSent={() => setOffset(0)}
      />
      <MessageDetailsDialog message={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

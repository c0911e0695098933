import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { ADMIN_PAGE_SIZE } from '../../../lib/pagination';
import { useTRPC } from '../../../lib/trpc';
import { Pager } from '../pager';
import { useLastPageFallback } from '../use-paged-offset';
import { AnnouncementRow } from './announcement-row';
import { CreateAnnouncementDialog } from './create-announcement-dialog';

/** Spec part 2, admin Announcements tab: every announcement, newest first, and New Announcement. */
export function AnnouncementsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [offset, setOffset] = useState(0);
  const input = { limit: ADMIN_PAGE_SIZE, offset };
  const list = useQuery(
    trpc.admin.announcements.list.queryOptions(input, {
      placeholderData: keepPreviousData,
    }),
  );
  useLastPageFallback(offset, setOffset, list.data, ADMIN_PAGE_SIZE);
  const items = list.data?.items ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-bold text-slate-900">System Announcements</h2>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New Announcement
        </Button>
      </div>

      {list.isPending ? <Spinner label="Loading announcements…" /> : null}
      {list.isError ? (
        <FormAlert>{serverMessage(list.error, 'Announcements could not be loaded.')}</FormAlert>
      ) : null}
      {list.isSuccess && items.length === 0 && offset === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
          <Megaphone aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-base text-slate-700">No announcements yet.</p>
        </div>
      ) : null}

      {items.length > 0 ? (
        <ul aria-label="Announcements" aria-busy={list.isFetching} className="space-y-3">
          {items.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementRow
                announcement={announcement}
                onUpdated={(updated) => {
                  queryClient.setQueryData(trpc.admin.announcements.list.queryKey(input), (page) =>
                    page
                      ? {
                          ...page,
                          items: page.items.map((item) =>
                            item.id === updated.id ? updated : item,
                          ),
                        }
                      : page,
                  );
                  void queryClient.invalidateQueries({ queryKey: trpc.admin.logs.list.queryKey() });
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <Pager
        label="Announcements pages"
        offset={offset}
        shown={items.length}
        total={list.data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onOffsetChange={setOffset}
      />

      <CreateAnnouncementDialog
        open={creating}
        onClose={() => setCreating(false)}
        // The new one is listed first: show the first page.
        onCreated={() => setOffset(0)}
      />
    </div>
  );
}

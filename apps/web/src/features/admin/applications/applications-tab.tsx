import {
  type Application,
  type ApplicationStatus,
  applicationStatuses,
  clockTexts,
} from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { ADMIN_PAGE_SIZE } from '../../../lib/pagination';
import { useTRPC } from '../../../lib/trpc';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { Pager } from '../pager';
import { SearchField } from '../search-field';
import { useLastPageFallback, usePagedOffset } from '../use-paged-offset';
import { ApplicationListItem } from './application-list-item';
import { useApplicationsView } from './applications-view';
import { DetailsDialog } from './details-dialog';
import { ExportCsvButton } from './export-csv-button';
import { ReviewDialog } from './review-dialog';

type StatusFilter = ApplicationStatus | 'all';

/** Which dialog is open, for which application. */
type OpenDialog = { kind: 'details' | 'review'; application: Application } | null;

/**
 * Spec part 2, admin Applications tab: search, status filter, paged cards. Issue 19: the sort
 * (newest, or longest waiting on the 30-day clock) and "Incomplete only", kept in the address.
 */
export function ApplicationsTab() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useApplicationsView();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const [offset, setOffset] = usePagedOffset(
    `${query}\n${status}\n${view.incomplete ?? ''}\n${view.sort ?? ''}`,
  );
  const list = useQuery(
    trpc.admin.applications.list.queryOptions(
      {
        search: query || undefined,
        status,
        incomplete: view.incomplete,
        sort: view.sort,
        limit: ADMIN_PAGE_SIZE,
        offset,
      },
      // The current page stays on screen while the next one loads, instead of a flash of spinner.
      { placeholderData: keepPreviousData },
    ),
  );
  useLastPageFallback(offset, setOffset, list.data, ADMIN_PAGE_SIZE);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <SearchField
          label="Search applications"
          placeholder="Name or email"
          value={search}
          onChange={setSearch}
        />
        <FormField label="Status">
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
            >
              <option value="all">All statuses</option>
              {applicationStatuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-6">
          <FormField label="Sort">
            {(control) => (
              <Select
                {...control}
                value={view.sort ?? 'newest'}
                onChange={(event) =>
                  setView({
                    ...view,
                    sort: event.target.value === 'waiting' ? 'waiting' : undefined,
                  })
                }
              >
                <option value="newest">{clockTexts.sortNewest}</option>
                <option value="waiting">{clockTexts.sortWaiting}</option>
              </Select>
            )}
          </FormField>
          <Checkbox
            className="pb-2"
            label={clockTexts.incompleteFilter}
            checked={view.incomplete === true}
            onChange={(event) =>
              setView({ ...view, incomplete: event.target.checked ? true : undefined })
            }
          />
        </div>
        <ExportCsvButton
          filters={{ search: query || undefined, status, incomplete: view.incomplete }}
        />
      </div>

      {list.isPending ? <Spinner label="Loading applications…" /> : null}
      {list.isError ? (
        <FormAlert>{serverMessage(list.error, 'Applications could not be loaded.')}</FormAlert>
      ) : null}
      {list.isSuccess && items.length === 0 && offset === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
          <Inbox aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-base text-slate-700">
            {query || status !== 'all' || view.incomplete
              ? 'No applications match your search.'
              : 'No applications yet.'}
          </p>
        </div>
      ) : null}

      {items.length > 0 ? (
        <ul aria-label="Applications" aria-busy={list.isFetching} className="space-y-4">
          {items.map((application) => (
            <li key={application.id}>
              <ApplicationListItem
                application={application}
                onDetails={() => setDialog({ kind: 'details', application })}
                onReview={() => setDialog({ kind: 'review', application })}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <Pager
        label="Applications pages"
        offset={offset}
        shown={items.length}
        total={total}
        totalCapped={list.data?.totalCapped}
        pageSize={ADMIN_PAGE_SIZE}
        onOffsetChange={setOffset}
      />

      <DetailsDialog
        application={dialog?.kind === 'details' ? dialog.application : null}
        onClose={() => setDialog(null)}
      />
      <ReviewDialog
        application={dialog?.kind === 'review' ? dialog.application : null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

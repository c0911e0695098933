import {
  type AdvanceListFilter,
  advanceListFilterLabels,
  advanceListFilters,
} from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { formatUsd } from '../../../lib/money';
import { ADMIN_PAGE_SIZE } from '../../../lib/pagination';
import { useTRPC } from '../../../lib/trpc';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { DetailsDialogById } from '../applications/details-dialog';
import { Pager } from '../pager';
import { SearchField } from '../search-field';
import { useLastPageFallback, usePagedOffset } from '../use-paged-offset';
import { AdvancesTable } from './advances-table';
import { ExportAdvancesButton } from './export-advances-button';

const count = new Intl.NumberFormat('en-US');

/**
 * Issue 18, the admin Advances tab: which advances wait for money (and for how long against
 * the promise), which are due soon or past due, with totals over the whole filter, search,
 * paging, the CSV export and each application's details.
 */
export function AdvancesTab() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<AdvanceListFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const [offset, setOffset] = usePagedOffset(`${query}\n${state}`);
  const list = useQuery(
    trpc.admin.advances.list.queryOptions(
      { state, search: query || undefined, limit: ADMIN_PAGE_SIZE, offset },
      { placeholderData: keepPreviousData },
    ),
  );
  useLastPageFallback(offset, setOffset, list.data, ADMIN_PAGE_SIZE);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const filterLabel = advanceListFilterLabels[state];

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_18rem]">
        <SearchField
          label="Search advances"
          placeholder="Name or email"
          value={search}
          onChange={setSearch}
        />
        <FormField label="Show">
          {(control) => (
            <Select
              {...control}
              value={state}
              onChange={(event) => setState(event.target.value as AdvanceListFilter)}
            >
              {advanceListFilters.map((filter) => (
                <option key={filter} value={filter}>
                  {advanceListFilterLabels[filter]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl
          aria-label={`Totals: ${filterLabel}`}
          aria-live="polite"
          className="flex flex-wrap gap-x-8 gap-y-2"
        >
          <Total label="Advances" value={list.data ? count.format(list.data.total) : '…'} />
          <Total
            label="Principal"
            value={list.data ? formatUsd(list.data.totals.principal) : '…'}
          />
          <Total label="Balance" value={list.data ? formatUsd(list.data.totals.balance) : '…'} />
        </dl>
        <ExportAdvancesButton filters={{ state, search: query || undefined }} />
      </div>

      {list.isPending ? <Spinner label="Loading advances…" /> : null}
      {list.isError ? (
        <FormAlert>{serverMessage(list.error, 'Advances could not be loaded.')}</FormAlert>
      ) : null}
      {list.isSuccess && items.length === 0 && offset === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
          <Inbox aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-base text-slate-700">
            {query
              ? 'No advances match your search.'
              : `No advances: ${filterLabel.toLowerCase()}.`}
          </p>
        </div>
      ) : null}

      {items.length > 0 ? (
        <AdvancesTable
          items={items}
          caption={`Advances: ${filterLabel}`}
          busy={list.isFetching}
          onDetails={(item) => setOpenId(item.applicationId)}
        />
      ) : null}

      <Pager
        label="Advances pages"
        offset={offset}
        shown={items.length}
        total={total}
        pageSize={ADMIN_PAGE_SIZE}
        onOffsetChange={setOffset}
      />

      <DetailsDialogById applicationId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

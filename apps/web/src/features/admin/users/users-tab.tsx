import {
  accountMessages,
  LOCALE_NAMES,
  userAdminMessages,
  userCountTexts,
} from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Info, MessageSquare, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { ADMIN_PAGE_SIZE } from '../../../lib/pagination';
import { nameOrEmail } from '../../../lib/person-name';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { BreakableText } from '../breakable-text';
import { Pager } from '../pager';
import { RoleBadge } from '../role-badge';
import { SearchField } from '../search-field';
import { useLastPageFallback, usePagedOffset } from '../use-paged-offset';
import { AccountActions } from './account-actions';
import { RoleControl } from './role-control';
import { SendMessageDialog } from './send-message-dialog';

type UserRow = RouterOutputs['admin']['users']['list']['items'][number];

/**
 * Spec part 2, admin Users tab: each user with a Message button (the Send Message dialog).
 * Only a super admin changes roles (spec part 6).
 */
export function UsersTab({ canChangeRoles }: { canChangeRoles: boolean }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [messaging, setMessaging] = useState<UserRow | null>(null);
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [offset, setOffset] = usePagedOffset(query);
  const list = useQuery(
    trpc.admin.users.list.queryOptions(
      { search: query || undefined, limit: ADMIN_PAGE_SIZE, offset },
      { placeholderData: keepPreviousData },
    ),
  );
  useLastPageFallback(offset, setOffset, list.data, ADMIN_PAGE_SIZE);
  const items = list.data?.items ?? [];

  return (
    <div className="space-y-6">
      <SearchField
        label="Search users"
        placeholder="Name or email"
        value={search}
        onChange={setSearch}
        className="max-w-xl"
      />
      {canChangeRoles ? null : (
        <p className="flex items-center gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {userAdminMessages.roleChangeRequiresSuperAdmin}
        </p>
      )}

      {list.isPending ? <Spinner label="Loading users…" /> : null}
      {list.isError ? (
        <FormAlert>{serverMessage(list.error, 'Users could not be loaded.')}</FormAlert>
      ) : null}
      {list.isSuccess && items.length === 0 && offset === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-12 text-center">
          <Users aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-3 text-base text-slate-700">
            {query ? 'No users match your search.' : 'No users yet.'}
          </p>
        </div>
      ) : null}

      {/* Issue 20: the same population as the Total Users card, counted the same way. */}
      {list.isSuccess && !query ? (
        <p className="text-base text-slate-700">{userCountTexts.listTotal(list.data.total)}</p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Users" aria-busy={list.isFetching} className="space-y-3">
          {items.map((user) => (
            <li key={user.id}>
              <UserListItem
                user={user}
                canChangeRoles={canChangeRoles}
                onMessage={() => setMessaging(user)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <Pager
        label="Users pages"
        offset={offset}
        shown={items.length}
        total={list.data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onOffsetChange={setOffset}
      />

      <SendMessageDialog user={messaging} onClose={() => setMessaging(null)} />
    </div>
  );
}

function UserListItem({
  user,
  canChangeRoles,
  onMessage,
}: {
  user: UserRow;
  canChangeRoles: boolean;
  onMessage: () => void;
}) {
  const nameId = useId();
  const name = nameOrEmail(user);
  return (
    <Card className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={nameId} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <RoleBadge role={user.role} />
          {user.disabled ? <Badge variant="danger">{accountMessages.disabledBadge}</Badge> : null}
        </div>
        {name !== user.email ? (
          <p className="text-sm text-slate-700">
            <BreakableText text={user.email} />
          </p>
        ) : null}
        <p className="text-sm text-slate-600">Joined {formatDate(user.createdAt)}</p>
        {/* Issue 20: staff screens stay English but say which language the customer reads. */}
        <p className="text-sm text-slate-600">
          Language: <span lang={user.locale}>{LOCALE_NAMES[user.locale]}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3 md:justify-end">
        {canChangeRoles ? (
          <RoleControl user={user} roleLocked={user.roleLocked} describedBy={nameId} />
        ) : null}
        {/* The same super admin decides who may sign in at all (issue 17). */}
        {canChangeRoles ? <AccountActions user={user} describedBy={nameId} /> : null}
        <Button variant="secondary" size="sm" onClick={onMessage} aria-label={`Message ${name}`}>
          <MessageSquare aria-hidden="true" />
          Message
        </Button>
      </div>
    </Card>
  );
}

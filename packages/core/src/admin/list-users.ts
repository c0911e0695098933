import type { PublicUser } from '@advance/contracts';
import { listUsersPage } from '@advance/db';
import { activityActions } from '../activity/log-activity';
import { logStaffRead } from '../activity/log-staff-read';
import type { CoreDeps, RequestMeta } from '../deps';
import { toAdminUser } from '../users/to-admin-user';

/** Staff list of accounts; `roleLocked` marks the configured super admin. The read is logged. */
export async function listUsers(
  deps: CoreDeps,
  reader: Pick<PublicUser, 'id'>,
  query: { search?: string | undefined; limit: number; offset: number },
  meta: Pick<RequestMeta, 'ip'>,
) {
  const { items, total } = await listUsersPage(deps.db, query.search || undefined, query);
  await logStaffRead(
    deps,
    reader,
    {
      action: activityActions.usersListed,
      targetType: 'users',
      details: {
        search: query.search || null,
        offset: query.offset,
        limit: query.limit,
        returned: items.length,
      },
    },
    meta,
  );
  return {
    total,
    items: items.map((u) => toAdminUser(deps, u)),
  };
}

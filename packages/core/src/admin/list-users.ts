import { listUsersPage } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toPublicUser } from '../users/to-public-user';

/** Staff list of accounts; `roleLocked` marks the configured super admin. */
export async function listUsers(
  deps: CoreDeps,
  query: { search?: string | undefined; limit: number; offset: number },
) {
  const { items, total } = await listUsersPage(deps.db, query.search || undefined, query);
  return {
    total,
    items: items.map((u) => ({
      ...toPublicUser(u),
      createdAt: u.createdAt.toISOString(),
      roleLocked: u.role === 'super_admin' || u.email === deps.config.superAdminEmail,
    })),
  };
}

import type { AdminUser } from '@advance/contracts';
import type { UserRow } from '@advance/db';
import type { CoreDeps } from '../deps';
import { toPublicUser } from './to-public-user';

/** A row of the staff Users tab; `roleLocked` marks the protected owner. */
export const toAdminUser = (deps: Pick<CoreDeps, 'config'>, user: UserRow): AdminUser => ({
  ...toPublicUser(user),
  createdAt: user.createdAt.toISOString(),
  roleLocked: user.role === 'super_admin' || user.email === deps.config.superAdminEmail,
  disabled: user.disabledAt !== null,
  locale: user.locale,
});

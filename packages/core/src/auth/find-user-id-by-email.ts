import { httpMessages, isStaffRole, type PublicUser } from '@advance/contracts';
import { findUserByEmail } from '@advance/db';
import type { CoreDeps } from '../deps';
import { DomainError } from '../errors';

/**
 * The spec's user-by-email lookup, made safe (docs/architecture.md §5): it answers only for the
 * caller's own e-mail, or for staff, so nobody can probe which e-mails have accounts.
 */
export async function findUserIdByEmail(
  deps: CoreDeps,
  viewer: PublicUser | null,
  email: string,
): Promise<{ id: string }> {
  const allowed = viewer && (isStaffRole(viewer.role) || viewer.email === email);
  const user = allowed ? await findUserByEmail(deps.db, email) : undefined;
  if (!user) throw new DomainError('NOT_FOUND', httpMessages.notFound);
  return { id: user.id };
}

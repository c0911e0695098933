import { authMessages, type CreateAccountInput, type PublicUser } from '@advance/contracts';
import { insertUserIfEmailFree } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { toPublicUser } from '../users/to-public-user';
import { hashPassword } from './password-hash';

/** Creates a customer account. Staff roles are never given here. */
export async function createAccount(
  deps: CoreDeps,
  input: CreateAccountInput & { phone?: string | null },
  meta: RequestMeta,
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUserIfEmailFree(deps.db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    role: 'user',
  });
  if (!user) throw new DomainError('CONFLICT', authMessages.userExists);
  await logActivity(deps.db, {
    actorId: user.id,
    action: activityActions.accountCreated,
    targetType: 'user',
    targetId: user.id,
    ipAddress: meta.ip,
  });
  return toPublicUser(user);
}

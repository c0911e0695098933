import { authMessages, type CreateAccountInput, type PublicUser } from '@advance/contracts';
import { insertUserIfEmailFree } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { consumeLimit, rateRules } from '../rate-limit/rate-limit';
import { toPublicUser } from '../users/to-public-user';
import { assertPasswordNotCommon } from './common-passwords';
import { hashPassword } from './password-hash';

/**
 * Creates a customer account. Staff roles are never given here. Creations are counted
 * per address before the hash and the insert (a refused common password is not), so a
 * script cannot mint accounts by the hundred.
 */
export async function createAccount(
  deps: CoreDeps,
  input: CreateAccountInput & { phone?: string | null },
  meta: RequestMeta,
): Promise<PublicUser> {
  await assertPasswordNotCommon(input.password);
  await consumeLimit(
    deps.db,
    `account-creation:ip:${meta.ip ?? 'unknown'}`,
    rateRules.accountCreationPerIp,
    deps.now(),
    authMessages.tooManyAccounts,
    { ip: meta.ip },
  );
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

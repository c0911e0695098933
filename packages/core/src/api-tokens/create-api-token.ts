import {
  API_TOKENS_PER_USER_MAX,
  apiTokenMessages,
  type CreateApiTokenData,
  type CreatedApiToken,
  isStaffRole,
  mfaMessages,
  type PublicUser,
} from '@advance/contracts';
import {
  countLiveApiTokens,
  findUserById,
  insertApiToken,
  inTransaction,
  lockUserRow,
  userHasSecondFactor,
} from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { DomainError } from '../errors';
import { generateApiToken } from './api-token-format';
import { knownScopes } from './to-api-token';

const DAY_MS = 86_400_000;

/**
 * A staff member makes a personal token (the procedure has already asked for a fresh
 * second factor). The secret is returned this once; only its hash is kept. The count of
 * live tokens is taken under the owner's row lock, so parallel creations cannot pass it.
 */
export async function createApiToken(
  deps: CoreDeps,
  owner: PublicUser,
  input: CreateApiTokenData,
  meta: RequestMeta,
): Promise<CreatedApiToken> {
  if (!isStaffRole(owner.role)) throw new DomainError('FORBIDDEN', apiTokenMessages.staffOnly);
  const now = deps.now();
  const { id, token, secretHash } = generateApiToken();
  const row = await inTransaction(deps.db, async (trx) => {
    await lockUserRow(trx, owner.id);
    // The owner as they are now, read under the lock: the request's copy may predate a
    // demotion or a disabling that has already revoked their tokens, and a token made after
    // that would come back to life the day the account is staff (or enabled) again.
    const current = await findUserById(trx, owner.id);
    if (!current || current.disabledAt || !isStaffRole(current.role)) {
      throw new DomainError('FORBIDDEN', apiTokenMessages.staffOnly);
    }
    // Likewise a second factor a super admin has just reset (reset-user-mfa takes the same
    // lock): without it, the step-up this creation passed no longer stands.
    if (!(await userHasSecondFactor(trx, owner.id))) {
      throw new DomainError('FORBIDDEN', mfaMessages.stepUpRequired);
    }
    if ((await countLiveApiTokens(trx, owner.id, now)) >= API_TOKENS_PER_USER_MAX) {
      throw new DomainError('CONFLICT', apiTokenMessages.tooManyTokens);
    }
    const inserted = await insertApiToken(trx, {
      id,
      userId: owner.id,
      name: input.name,
      scopes: JSON.stringify(input.scopes),
      secretHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    });
    await logActivity(trx, {
      actorId: owner.id,
      action: activityActions.apiTokenCreated,
      targetType: 'api_token',
      targetId: id,
      details: { name: input.name, scopes: input.scopes, expiresInDays: input.expiresInDays },
      ipAddress: meta.ip,
    });
    return inserted;
  });
  return {
    id: row.id,
    token,
    name: row.name,
    scopes: knownScopes(row.scopes),
    expiresAt: row.expiresAt.toISOString(),
  };
}
